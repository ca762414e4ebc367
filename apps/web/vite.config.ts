import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { stylesheetGroups } from './stylesheet-groups.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The server build renders no CSS; the browser's gets one stylesheet per audience (decision 0065).
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: stylesheetGroups } } } },
}));
