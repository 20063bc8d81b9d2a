// `tsc` reads no .astro files (`astro check` does): tests that render components with the Container API see
// them through this declaration.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
