/**
 * Where the viewer of a 360° episode is looking, in degrees, and how drags and arrow keys turn it.
 * Yaw turns around the vertical axis, positive to the left (as the device orientation's alpha does);
 * pitch is positive looking up. Yaw 0, pitch 0 faces the centre of the equirectangular picture.
 */
export interface LookAngles {
  yaw: number;
  pitch: number;
}

/** The camera's full orientation: roll tilts the horizon, as a phone turned in the hand does. */
export interface ViewAngles extends LookAngles {
  roll: number;
}

export const FRONT: LookAngles = { yaw: 0, pitch: 0 };

/** Short of straight up or down, where yaw would lose its meaning and the picture would spin. */
export const PITCH_LIMIT_DEGREES = 85;

/** The camera's vertical field of view; a drag converts pixels to degrees with it. */
export const FIELD_OF_VIEW_DEGREES = 75;

/** One press of an arrow key; holding it repeats. */
export const KEY_STEP_DEGREES = 5;

export function clampPitch(pitch: number): number {
  return Math.min(PITCH_LIMIT_DEGREES, Math.max(-PITCH_LIMIT_DEGREES, pitch));
}

/** The same direction within (-180, 180], so turning round and round never grows the number. */
export function wrapYaw(yaw: number): number {
  const wrapped = (((yaw + 180) % 360) + 360) % 360;
  return wrapped === 0 ? 180 : wrapped - 180;
}

export function lookAngles(yaw: number, pitch: number): LookAngles {
  return { yaw: wrapYaw(yaw), pitch: clampPitch(pitch) };
}

/** Degrees per pixel that keep the picture under the finger: the field of view spread over the view's height. */
export function degreesPerPixel(viewHeightPixels: number): number {
  return FIELD_OF_VIEW_DEGREES / Math.max(1, viewHeightPixels);
}

/**
 * A drag grabs the picture: moving right pulls what is on the left into view (the viewer turns left),
 * moving down pulls what is above into view. The angles come from where the drag began, so rounding never
 * builds up over a long drag.
 */
export function lookAfterDrag(start: LookAngles, dx: number, dy: number, perPixel: number): LookAngles {
  return lookAngles(start.yaw + dx * perPixel, start.pitch + dy * perPixel);
}

const KEY_TURNS = new Map<string, LookAngles>([
  ['ArrowLeft', { yaw: KEY_STEP_DEGREES, pitch: 0 }],
  ['ArrowRight', { yaw: -KEY_STEP_DEGREES, pitch: 0 }],
  ['ArrowUp', { yaw: 0, pitch: KEY_STEP_DEGREES }],
  ['ArrowDown', { yaw: 0, pitch: -KEY_STEP_DEGREES }],
]);

/** An arrow key turns the view that way; any other key is not for looking around (null). */
export function lookAfterKey(current: LookAngles, key: string): LookAngles | null {
  const turn = KEY_TURNS.get(key);
  if (turn === undefined) return null;
  return lookAngles(current.yaw + turn.yaw, current.pitch + turn.pitch);
}

/** A unit vector the camera looks along, in three.js axes: y up, yaw 0 looking down -z, yaw 90 down -x. */
export function cameraDirection({ yaw, pitch }: LookAngles): { x: number; y: number; z: number } {
  const yawRadians = (yaw * Math.PI) / 180;
  const pitchRadians = (pitch * Math.PI) / 180;
  const level = Math.cos(pitchRadians);
  return { x: -Math.sin(yawRadians) * level, y: Math.sin(pitchRadians), z: -Math.cos(yawRadians) * level };
}
