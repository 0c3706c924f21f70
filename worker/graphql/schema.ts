import { builder } from './builder';
import './types/scalars';
import './types/catalogue';
import './types/catalogue-staff';
import './types/cart';
import './types/orders';
import './types/checkout';
import './types/orders-staff';
import './types/accounts';
import './types/repairs';
import './types/estimates';
import './types/requests';
import './types/account-repairs';
import './types/warranty';
import './types/newsletter';
import './types/admin';
import './types/mail-staff';

export const schema = builder.toSchema({ sortSchema: false });
