import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Self-hosted GraphiQL playground, served by the BFF: the page at GET /graphql and the assets under
 * /playground/. Everything (React, GraphiQL, Monaco and its web workers) is bundled here, so the page
 * never reaches a CDN (hospital networks are closed).
 */
export default defineConfig({
  root: fileURLToPath(new URL("./playground", import.meta.url)),
  base: "/playground/",
  publicDir: false,
  plugins: [react()],
  worker: { format: "es" },
  build: {
    outDir: fileURLToPath(new URL("./dist-playground", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    // Monaco is large by nature; it is loaded once and cached (immutable) by the BFF.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // GraphiQL ships React Compiler "use no memo" directives; dropping them when bundling is harmless.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
});
