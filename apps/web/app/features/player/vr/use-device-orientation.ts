import { useCallback, useEffect, useState } from 'react';
import { type DeviceAngles, viewFromDevice } from './device-look.ts';
import type { ViewAngles } from './look-around.ts';

type PermissionRequest = () => Promise<PermissionState>;

/**
 * Safari on iOS sends the device's orientation only after the viewer allows it, from a tap; recent Chrome
 * has the method too, where it answers at once.
 */
function permissionRequest(): PermissionRequest | undefined {
  const { requestPermission } = DeviceOrientationEvent as unknown as { requestPermission?: PermissionRequest };
  return typeof requestPermission === 'function' ? requestPermission.bind(DeviceOrientationEvent) : undefined;
}

/** How far the screen is turned from the device's natural orientation; iOS before 16.4 only has window.orientation. */
function screenAngle(): number {
  if (screen.orientation !== undefined) return screen.orientation.angle;
  return typeof window.orientation === 'number' ? window.orientation : 0;
}

function anglesOf({ alpha, beta, gamma }: DeviceOrientationEvent): DeviceAngles | null {
  return alpha === null || beta === null || gamma === null ? null : { alpha, beta, gamma };
}

export interface DeviceOrientation {
  /** The device has a sensor the view can follow (or, on iOS, may ask to follow). */
  available: boolean;
  following: boolean;
  /** The viewer did not allow the orientation to be used. */
  refused: boolean;
  /** Starts or stops following; on iOS the first start asks, so call it straight from a tap. */
  toggle(): Promise<void>;
}

/**
 * Follows the device's orientation once the viewer turns it on, handing each reading to `onView`
 * (which must keep its identity across renders), and null when following stops.
 */
export function useDeviceOrientation(onView: (device: ViewAngles | null) => void): DeviceOrientation {
  const [available, setAvailable] = useState(false);
  const [following, setFollowing] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (typeof DeviceOrientationEvent === 'undefined') return;
    // A phone or tablet that asks first sends nothing to listen for: its touch screen has to tell.
    if (permissionRequest() !== undefined && matchMedia('(pointer: coarse)').matches) {
      setAvailable(true);
      return;
    }
    // Elsewhere readings arrive unasked where there is a sensor; desktop browsers send nothing, or one
    // event without angles.
    const probe = (event: DeviceOrientationEvent) => {
      if (anglesOf(event) === null) return;
      setAvailable(true);
      window.removeEventListener('deviceorientation', probe);
    };
    window.addEventListener('deviceorientation', probe);
    return () => window.removeEventListener('deviceorientation', probe);
  }, []);

  useEffect(() => {
    if (!following) return;
    const follow = (event: DeviceOrientationEvent) => {
      const angles = anglesOf(event);
      if (angles !== null) onView(viewFromDevice(angles, screenAngle()));
    };
    window.addEventListener('deviceorientation', follow);
    return () => {
      window.removeEventListener('deviceorientation', follow);
      onView(null);
    };
  }, [following, onView]);

  const toggle = useCallback(async () => {
    if (following) {
      setFollowing(false);
      return;
    }
    const request = permissionRequest();
    const answer = request === undefined ? 'granted' : await request().catch(() => 'denied');
    setRefused(answer !== 'granted');
    setFollowing(answer === 'granted');
  }, [following]);

  return { available, following, refused, toggle };
}
