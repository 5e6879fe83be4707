import { handleApiRequest } from '@/server/api/fetch-handler';

// The Hono app answers; this file only hands requests over.
export const dynamic = 'force-dynamic';
export const GET = handleApiRequest;
export const POST = handleApiRequest;
export const PUT = handleApiRequest;
export const PATCH = handleApiRequest;
export const DELETE = handleApiRequest;
