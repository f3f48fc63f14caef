import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../../lists/list-route';

/** `/labels/{id}`: the threads with this label. */
export const Route = createFileRoute('/_app/labels/$labelId')(listRoute());
