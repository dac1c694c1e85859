// How every request handler is registered: each request first runs the session's `beforeEach`
// (the roots tracker asks for stale roots on that request's stream). The SDK has no hook around
// its handlers, so registrations go through here instead of server.setRequestHandler.
import type { HandlerResultTypeMap, RequestMethod, RequestTypeMap, Server, ServerContext } from '@modelcontextprotocol/server';

export type RequestHandler<M extends RequestMethod> = (
  request: RequestTypeMap[M],
  ctx: ServerContext,
) => HandlerResultTypeMap[M] | Promise<HandlerResultTypeMap[M]>;

/** Registers `handler` for `method` on the session's server, behind the session's `beforeEach`. */
export type Handle = <M extends RequestMethod>(method: M, handler: RequestHandler<M>) => void;

export function createHandle(server: Server, beforeEach: (ctx: ServerContext) => void): Handle {
  return (method, handler) =>
    server.setRequestHandler(method, (request, ctx) => {
      beforeEach(ctx);
      return handler(request, ctx);
    });
}
