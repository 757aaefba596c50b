// Auth routes: being built.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export default function registerAuthRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
