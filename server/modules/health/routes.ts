// Health routes: being built.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export default function registerHealthRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
