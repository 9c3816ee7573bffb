// No plugin needed: Vite compiles the React JSX itself (tsconfig.json: "jsx": "react-jsx").
// Kept free of imports so it also runs from the monorepo, where `vite` lives in a workspace.
/** @type {import('vite').UserConfig} */
export default {
  server: { port: 5173 },
  preview: { port: 5173 },
};
