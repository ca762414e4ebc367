import { clampPitch, FRONT, type LookAngles, type ViewAngles, wrapYaw } from './look-around.ts';

/** A DeviceOrientationEvent's angles, in degrees. */
export interface DeviceAngles {
  alpha: number;
  beta: number;
  gamma: number;
}

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

const RADIANS = Math.PI / 180;

function aroundX(degrees: number): Matrix {
  const c = Math.cos(degrees * RADIANS);
  const s = Math.sin(degrees * RADIANS);
  return [1, 0, 0, 0, c, -s, 0, s, c];
}

function aroundY(degrees: number): Matrix {
  const c = Math.cos(degrees * RADIANS);
  const s = Math.sin(degrees * RADIANS);
  return [c, 0, s, 0, 1, 0, -s, 0, c];
}

function aroundZ(degrees: number): Matrix {
  const c = Math.cos(degrees * RADIANS);
  const s = Math.sin(degrees * RADIANS);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

function times(a: Matrix, b: Matrix): Matrix {
  const [a11, a12, a13, a21, a22, a23, a31, a32, a33] = a;
  const [b11, b12, b13, b21, b22, b23, b31, b32, b33] = b;
  return [
    a11 * b11 + a12 * b21 + a13 * b31,
    a11 * b12 + a12 * b22 + a13 * b32,
    a11 * b13 + a12 * b23 + a13 * b33,
    a21 * b11 + a22 * b21 + a23 * b31,
    a21 * b12 + a22 * b22 + a23 * b32,
    a21 * b13 + a22 * b23 + a23 * b33,
    a31 * b11 + a32 * b21 + a33 * b31,
    a31 * b12 + a32 * b22 + a33 * b32,
    a31 * b13 + a32 * b23 + a33 * b33,
  ];
}

/**
 * The view of a phone held up like a window onto the scene. The device's rotation (W3C: alpha about the
 * vertical, then beta, then gamma) is moved into three.js axes (y up), turned so the camera looks out of
 * the back of the screen rather than along its top edge, then turned back by the screen's own rotation so
 * a landscape screen keeps the horizon level. This is the formula of three.js's former
 * DeviceOrientationControls, split into yaw, pitch and roll.
 */
export function viewFromDevice({ alpha, beta, gamma }: DeviceAngles, screenAngle: number): ViewAngles {
  const [m11, , m13, m21, m22, m23, m31, , m33] = [
    aroundY(alpha),
    aroundX(beta),
    aroundZ(-gamma),
    aroundX(-90),
    aroundZ(-screenAngle),
  ].reduce(times);
  // Yaw, pitch and roll as intrinsic Y-X-Z angles: the matrix is aroundY(yaw) · aroundX(pitch) · aroundZ(roll).
  const pitch = Math.asin(-Math.min(1, Math.max(-1, m23)));
  const level = Math.abs(m23) < 0.9999999;
  const yaw = level ? Math.atan2(m13, m33) : Math.atan2(-m31, m11);
  const roll = level ? Math.atan2(m21, m22) : 0;
  return { yaw: wrapYaw(yaw / RADIANS), pitch: clampPitch(pitch / RADIANS), roll: roll / RADIANS };
}

/**
 * What the viewer sees. Without the device's orientation, their own angles; with it, the device decides
 * pitch and roll, and the viewer's yaw is a turn added on top, so a drag can still swing the picture round
 * without standing up.
 */
export function combinedView(look: LookAngles, device: ViewAngles | null): ViewAngles {
  if (device === null) return { ...look, roll: 0 };
  return { yaw: wrapYaw(device.yaw + look.yaw), pitch: device.pitch, roll: device.roll };
}

/**
 * The viewer's angles when the device's orientation starts or stops steering the view: the picture stays
 * where it was, instead of jumping to wherever the device happens to point.
 */
export function lookAfterDeviceChange(
  look: LookAngles,
  before: ViewAngles | null,
  after: ViewAngles | null,
): LookAngles {
  const seen = combinedView(look, before);
  if (after === null) return { yaw: seen.yaw, pitch: seen.pitch };
  if (before === null) return { yaw: wrapYaw(seen.yaw - after.yaw), pitch: look.pitch };
  return look;
}

/** 「正面に戻す」: the centre of the picture straight ahead, wherever the device points now. */
export function lookAtFront(device: ViewAngles | null): LookAngles {
  return device === null ? FRONT : { yaw: wrapYaw(-device.yaw), pitch: 0 };
}
