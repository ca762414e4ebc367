import { describe, expect, it } from 'vitest';
import { combinedView, lookAfterDeviceChange, lookAtFront, viewFromDevice } from './device-look.ts';
import { PITCH_LIMIT_DEGREES } from './look-around.ts';

const rounded = ({ yaw, pitch, roll }: { yaw: number; pitch: number; roll: number }) => ({
  yaw: Math.round(yaw) + 0,
  pitch: Math.round(pitch) + 0,
  roll: Math.round(roll) + 0,
});

describe('a phone held up like a window onto the 360° picture', () => {
  it('held upright in portrait, looks straight ahead with a level horizon', () => {
    expect(rounded(viewFromDevice({ alpha: 0, beta: 90, gamma: 0 }, 0))).toEqual({ yaw: 0, pitch: 0, roll: 0 });
  });

  it('turned to the left, looks to the left', () => {
    expect(rounded(viewFromDevice({ alpha: 30, beta: 90, gamma: 0 }, 0))).toEqual({ yaw: 30, pitch: 0, roll: 0 });
  });

  it('tipped back, looks up; laid flat, looks down as far as the view goes', () => {
    expect(rounded(viewFromDevice({ alpha: 0, beta: 120, gamma: 0 }, 0))).toMatchObject({ pitch: 30, roll: 0 });
    expect(viewFromDevice({ alpha: 0, beta: 0, gamma: 0 }, 0).pitch).toBe(-PITCH_LIMIT_DEGREES);
  });

  it('held upright in landscape, keeps the horizon level', () => {
    expect(rounded(viewFromDevice({ alpha: 0, beta: 0, gamma: -90 }, 90))).toMatchObject({ pitch: 0, roll: 0 });
    expect(rounded(viewFromDevice({ alpha: 0, beta: 0, gamma: 90 }, 270))).toMatchObject({ pitch: 0, roll: 0 });
  });

  it('turned within the screen plane in landscape, tilts the horizon the opposite way', () => {
    expect(rounded(viewFromDevice({ alpha: 0, beta: 30, gamma: -90 }, 90))).toMatchObject({ pitch: 0, roll: -30 });
  });
});

describe('the device and the viewer steering together', () => {
  const device = { yaw: 40, pitch: 10, roll: 5 };

  it('lets the device set pitch and roll, and adds a drag to its yaw', () => {
    expect(combinedView({ yaw: -20, pitch: 60 }, device)).toEqual({ yaw: 20, pitch: 10, roll: 5 });
    expect(combinedView({ yaw: -20, pitch: 60 }, null)).toEqual({ yaw: -20, pitch: 60, roll: 0 });
  });

  it('keeps the picture facing the same way when the device starts steering', () => {
    const look = lookAfterDeviceChange({ yaw: 120, pitch: 0 }, null, device);
    expect(combinedView(look, device).yaw).toBe(120);
  });

  it('keeps the picture where the device left it when it stops steering', () => {
    expect(lookAfterDeviceChange({ yaw: -20, pitch: 0 }, device, null)).toEqual({ yaw: 20, pitch: 10 });
  });

  it('brings the centre of the picture in front of the viewer, wherever the device points', () => {
    expect(combinedView(lookAtFront(device), device)).toMatchObject({ yaw: 0 });
    expect(lookAtFront(null)).toEqual({ yaw: 0, pitch: 0 });
  });
});
