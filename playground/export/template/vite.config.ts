import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // main.ts may use top-level await, as it may in the playground.
    target: 'es2022',
    // One script: the example's code is loaded after the mock server starts, and
    // arrives with the rest rather than as a chunk of its own.
    rollupOptions: {output: {inlineDynamicImports: true}},
  },
});
