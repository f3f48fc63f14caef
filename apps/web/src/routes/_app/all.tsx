import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../lists/list-route';

/** `/all`: the all folder, 25 threads a page. */
export const Route = createFileRoute('/_app/all')(listRoute());
