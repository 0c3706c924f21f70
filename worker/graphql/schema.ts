import { builder } from './builder';
import './types/scalars';
import './types/catalogue';
import './types/cart';
import './types/orders';

export const schema = builder.toSchema({ sortSchema: false });
