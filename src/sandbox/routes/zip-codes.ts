import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { zipCodeTable } from '../zip-codes/zip-code-table.ts';

/** Eight digits, as the public service wants them (a hyphen after the fifth is tolerated). */
const ZIP_CODE = /^(\d{5})-?(\d{3})$/;

const BAD_REQUEST_PAGE =
  '<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>ViaCEP 400</title></head>' +
  '<body><h1>Http 400</h1><h3>Verifique a sua URL (Bad Request)</h3></body></html>';

/**
 * GET /ws/{cep}/json/, answered like the public zip-code service (ViaCEP) from a bundled table of
 * real zip codes, so the site and its tests never leave the machine: the address fields, `{"erro": true}`
 * for an unknown zip code, 400 for a malformed one. Like the public service it allows any origin.
 */
export async function zipCodeRoutes(app: FastifyInstance, _ctx: SandboxContext): Promise<void> {
  const answer = async (request: FastifyRequest<{ Params: { cep: string } }>, reply: FastifyReply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    const match = ZIP_CODE.exec(request.params.cep);
    if (!match) return reply.status(400).type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE);
    reply.type('application/json; charset=utf-8');
    return zipCodeTable().get(`${match[1]}${match[2]}`) ?? { erro: true };
  };
  app.get<{ Params: { cep: string } }>('/ws/:cep/json/', answer);
  app.get<{ Params: { cep: string } }>('/ws/:cep/json', answer);
}
