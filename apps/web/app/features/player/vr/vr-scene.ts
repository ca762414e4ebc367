import {
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  VideoTexture,
  WebGLRenderer,
} from 'three';
import { cameraDirection, FIELD_OF_VIEW_DEGREES, type ViewAngles } from './look-around.ts';

// This module is the only one that imports three.js: VrView loads it with import() in the browser, so three
// stays out of the server render and the main bundle, and its chunk holds only the parts used here.

export interface VrScene {
  /** Points the camera; the next animation frame draws it. */
  show(view: ViewAngles): void;
  /** Stops drawing, frees the GPU memory and takes the canvas out of the page. */
  dispose(): void;
}

const SPHERE_RADIUS = 10;

/**
 * Draws an equirectangular video on the inside of a sphere around the camera, into a canvas added to
 * `stage` and kept at its size. Throws when the browser cannot give a WebGL context.
 */
export function createVrScene(stage: HTMLElement, video: HTMLVideoElement): VrScene {
  const renderer = new WebGLRenderer();
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.domElement.className = 'vr-view__canvas';
  stage.append(renderer.domElement);

  const texture = new VideoTexture(video);
  texture.colorSpace = SRGBColorSpace;
  const geometry = new SphereGeometry(SPHERE_RADIUS, 64, 32);
  // Seen from inside, the sphere would show the picture mirrored; flipping it puts left on the left.
  geometry.scale(-1, 1, 1);
  const material = new MeshBasicMaterial({ map: texture });
  const sphere = new Mesh(geometry, material);
  // The sphere's texture seam starts on the +x axis; a quarter turn brings the picture's centre to -z,
  // where the camera looks at yaw 0.
  sphere.rotation.y = -Math.PI / 2;
  const scene = new Scene();
  scene.add(sphere);
  const camera = new PerspectiveCamera(FIELD_OF_VIEW_DEGREES, 16 / 9, 0.1, SPHERE_RADIUS * 2);

  // Where requestVideoFrameCallback exists, VideoTexture uses it to mark each new frame, which bumps the
  // texture's version: a paused video with a still view then costs no drawing at all. Elsewhere the
  // texture checks the video on every draw, so every animation frame draws.
  const videoMarksFrames = 'requestVideoFrameCallback' in video;
  let drawnVersion = -1;
  let viewChanged = true;
  let frame = 0;

  const resize = () => {
    const { clientWidth, clientHeight } = stage;
    if (clientWidth === 0 || clientHeight === 0) return;
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
    viewChanged = true;
  };
  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(stage);

  const draw = () => {
    frame = requestAnimationFrame(draw);
    if (videoMarksFrames && !viewChanged && texture.version === drawnVersion) return;
    viewChanged = false;
    drawnVersion = texture.version;
    renderer.render(scene, camera);
  };
  resize();
  frame = requestAnimationFrame(draw);

  return {
    show({ yaw, pitch, roll }) {
      const { x, y, z } = cameraDirection({ yaw, pitch });
      camera.lookAt(x, y, z);
      camera.rotateZ((roll * Math.PI) / 180);
      viewChanged = true;
    },
    dispose() {
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      texture.dispose();
      geometry.dispose();
      material.dispose();
      renderer.dispose();
      // Browsers keep only a handful of WebGL contexts; give this one back now rather than at collection.
      renderer.forceContextLoss();
      renderer.domElement.remove();
    },
  };
}
