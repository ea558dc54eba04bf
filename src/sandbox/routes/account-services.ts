import type { FastifyInstance } from 'fastify';
import type { AccountConfig, AccountLimits, Device, DeviceRegistration, UpdateLimitsRequest } from '../../generated/schemas.ts';
import { readAccountConfig } from '../account-services/account-config.ts';
import { registerDevice } from '../account-services/devices.ts';
import { readLimits } from '../account-services/read-limits.ts';
import { updateLimits } from '../account-services/update-limits.ts';
import { requireOwnAccount } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { accountIdParams } from './accounts.ts';

const errorList = { $ref: 'error-list.schema.json#' } as const;
const errorAnswers = { '4xx': errorList, '5xx': errorList } as const;

/** Account services the shell needs (spec 000 §7): config flags, limits and push devices. */
export async function accountServiceRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Config',
    {
      schema: {
        summary: 'Feature flags, visibility and menus of the account',
        params: accountIdParams,
        response: { 200: { $ref: 'account-config.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<AccountConfig> => {
      await requireOwnAccount(ctx, request, request.params.id);
      return readAccountConfig(ctx.db, request.params.id);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Limits',
    {
      schema: {
        summary: 'Daily and nightly limits per product, with what was used today and tonight',
        params: accountIdParams,
        response: { 200: { $ref: 'account-limits.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<AccountLimits> => {
      await requireOwnAccount(ctx, request, request.params.id);
      return ctx.db.transaction((tx) => readLimits(tx, request.params.id, ctx.clock.now()));
    },
  );

  app.put<{ Params: { id: string }; Body: UpdateLimitsRequest }>(
    '/api/Accounts/:id/Limits',
    {
      schema: {
        summary: 'Change limits: a cut applies at once, a raise 24 hours later',
        params: accountIdParams,
        body: { $ref: 'update-limits-request.schema.json#' },
        response: { 200: { $ref: 'account-limits.schema.json#' }, ...errorAnswers },
      },
    },
    async (request): Promise<AccountLimits> => {
      await requireOwnAccount(ctx, request, request.params.id);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        await updateLimits(tx, request.params.id, request.body, now);
        return readLimits(tx, request.params.id, now);
      });
    },
  );

  app.post<{ Params: { id: string }; Body: DeviceRegistration }>(
    '/api/Accounts/:id/Devices',
    {
      schema: {
        summary: 'Register (or update, by name) a device for push notifications',
        params: accountIdParams,
        body: { $ref: 'device-registration.schema.json#' },
        response: { 200: { $ref: 'device.schema.json#' }, 201: { $ref: 'device.schema.json#' }, ...errorAnswers },
      },
    },
    async (request, reply): Promise<Device> => {
      await requireOwnAccount(ctx, request, request.params.id);
      const { device, created } = await registerDevice(ctx.db, request.params.id, request.body, ctx.clock.now());
      reply.status(created ? 201 : 200);
      return device;
    },
  );
}
