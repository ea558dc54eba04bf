import { createHash } from 'node:crypto';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** Fastify's own factory: fast-json-stringify over the shared schemas, with the server's options. */
const compileWithFastify: SerializerFactory = SerializerSelector();

/**
 * Compiled response serializers, kept for the life of the process, by the shared schemas and the
 * options they were built with, then by the route's schema. Compiling every route's responses is
 * most of what a sandbox does before it listens (about 4 s on a quiet two-core machine); the
 * sandboxes a test process starts one after the other, each a copy of the same bank, reuse them.
 * A serializer is a pure function of its schema, so sharing one changes no answer. A process
 * that serves one sandbox (`npm start`) compiles each once, as before.
 */
const compiled = new Map<string, Map<string, Serializer>>();

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? '').digest('base64url');

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const buildCachedSerializer: SerializerFactory = (externalSchemas, options) => {
  const setKey = digest([externalSchemas, options]);
  let routes = compiled.get(setKey);
  if (!routes) compiled.set(setKey, (routes = new Map()));
  const compile = compileWithFastify(externalSchemas, options);
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = routes.get(key);
    if (!serializer) routes.set(key, (serializer = compile(route)));
    return serializer;
  };
};
