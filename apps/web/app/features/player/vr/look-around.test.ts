import { describe, expect, it } from 'vitest';
import {
  cameraDirection,
  degreesPerPixel,
  FIELD_OF_VIEW_DEGREES,
  KEY_STEP_DEGREES,
  lookAfterDrag,
  lookAfterKey,
  PITCH_LIMIT_DEGREES,
  wrapYaw,
} from './look-around.ts';

describe('looking around a 360° picture by dragging', () => {
  const perPixel = degreesPerPixel(360);

  it('keeps the picture under the finger: a drag the height of the view turns by the field of view', () => {
    expect(lookAfterDrag({ yaw: 0, pitch: 0 }, 0, 180, perPixel).pitch).toBeCloseTo(FIELD_OF_VIEW_DEGREES / 2);
  });

  it('turns left when the picture is pulled to the right, and up when it is pulled down', () => {
    expect(lookAfterDrag({ yaw: 0, pitch: 0 }, 48, 0, perPixel)).toEqual({ yaw: 10, pitch: 0 });
    expect(lookAfterDrag({ yaw: 0, pitch: 0 }, -48, -48, perPixel)).toEqual({ yaw: -10, pitch: -10 });
  });

  it('stops short of straight up and straight down', () => {
    expect(lookAfterDrag({ yaw: 0, pitch: 80 }, 0, 1000, perPixel).pitch).toBe(PITCH_LIMIT_DEGREES);
    expect(lookAfterDrag({ yaw: 0, pitch: -80 }, 0, -1000, perPixel).pitch).toBe(-PITCH_LIMIT_DEGREES);
  });

  it('turns all the way round without end', () => {
    expect(lookAfterDrag({ yaw: 170, pitch: 0 }, 96, 0, perPixel).yaw).toBeCloseTo(-170);
    const threeAndAHalfTurns = ((3.5 * 360) / 10) * 48;
    expect(lookAfterDrag({ yaw: 0, pitch: 0 }, threeAndAHalfTurns, 0, perPixel).yaw).toBeCloseTo(180);
  });
});

describe('looking around with the arrow keys', () => {
  it('turns a step the way of the arrow', () => {
    const front = { yaw: 0, pitch: 0 };
    expect(lookAfterKey(front, 'ArrowLeft')).toEqual({ yaw: KEY_STEP_DEGREES, pitch: 0 });
    expect(lookAfterKey(front, 'ArrowRight')).toEqual({ yaw: -KEY_STEP_DEGREES, pitch: 0 });
    expect(lookAfterKey(front, 'ArrowUp')).toEqual({ yaw: 0, pitch: KEY_STEP_DEGREES });
    expect(lookAfterKey(front, 'ArrowDown')).toEqual({ yaw: 0, pitch: -KEY_STEP_DEGREES });
  });

  it('stops at the pitch limit and wraps the yaw', () => {
    expect(lookAfterKey({ yaw: 178, pitch: PITCH_LIMIT_DEGREES }, 'ArrowUp')?.pitch).toBe(PITCH_LIMIT_DEGREES);
    expect(lookAfterKey({ yaw: 178, pitch: 0 }, 'ArrowLeft')?.yaw).toBe(178 + KEY_STEP_DEGREES - 360);
  });

  it('leaves other keys to the player', () => {
    expect(lookAfterKey({ yaw: 0, pitch: 0 }, ' ')).toBeNull();
    expect(lookAfterKey({ yaw: 0, pitch: 0 }, 'constructor')).toBeNull();
  });
});

describe('the yaw', () => {
  it('names every direction once, between -180 and 180', () => {
    expect([0, 180, -180, 190, -190, 540, -720].map(wrapYaw)).toEqual([0, 180, 180, -170, 170, 180, 0]);
  });
});

describe('the camera direction', () => {
  const rounded = (vector: { x: number; y: number; z: number }) =>
    [vector.x, vector.y, vector.z].map((value) => Math.round(value * 1000) / 1000 + 0);

  it('faces the centre of the picture at the front, the left side after a quarter turn left, the sky when looking up', () => {
    expect(rounded(cameraDirection({ yaw: 0, pitch: 0 }))).toEqual([0, 0, -1]);
    expect(rounded(cameraDirection({ yaw: 90, pitch: 0 }))).toEqual([-1, 0, 0]);
    expect(rounded(cameraDirection({ yaw: 0, pitch: 90 }))).toEqual([0, 1, 0]);
  });

  it('is a unit vector', () => {
    const { x, y, z } = cameraDirection({ yaw: 37, pitch: -52 });
    expect(Math.hypot(x, y, z)).toBeCloseTo(1);
  });
});
