// Draft routes: not built yet (a stub so the module registry is complete).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export default function registerDraftRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
