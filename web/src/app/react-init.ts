// React DOM is CommonJS: the bundle wraps its module code in a function that runs where it is first
// required. Required here, and this module travels in the `react` chunk (vite.config.ts), that code runs
// while boot.ts evaluates the framework chunks one per task, not inside the entry's task (ADR 198).
import "react-dom/client";
import "react/jsx-runtime";
