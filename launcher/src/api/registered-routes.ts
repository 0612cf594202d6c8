import type Koa from 'koa';

/** A route as a service's router registered it. */
export interface RegisteredRoute {
  method: string;
  /** With `:params`, as the router has it. */
  path: string;
  /** What its `validateBody` middleware parses with: a schema, or a function choosing one by the body. */
  bodySchema?: unknown;
}

interface Layer {
  methods: string[];
  path: string | RegExp;
  stack: { bodySchema?: unknown }[];
}

/**
 * Every route an app's routers register, read from @koa/router's own stacks (nested
 * routers' layers are copied into their parent's), HEAD left out: it answers with GET.
 */
export function registeredRoutes(app: Koa): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: { stack: Layer[] } }).router;
    for (const layer of router?.stack ?? []) {
      const bodySchema = layer.stack.find((m) => m.bodySchema !== undefined)?.bodySchema;
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        routes.push({ method, path: String(layer.path), ...(bodySchema ? { bodySchema } : {}) });
      }
    }
  }
  return routes;
}
