import type { ResultOf } from 'gql.tada';
import { useQuery } from 'urql';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';

const AccountDevicesQuery = graphql(`
  query AccountDevices {
    me {
      id
      devices {
        category
        brand
        model
      }
    }
  }
`);

export type PickedDevice = NonNullable<
  ResultOf<typeof AccountDevicesQuery>['me']
>['devices'][number];

/** The devices a signed-in customer's account remembers (docs/product.md#accounts); none for a guest. */
export function useAccountDevices(): readonly PickedDevice[] {
  const { user } = useAuth();
  const [{ data }] = useQuery({ query: AccountDevicesQuery, pause: !user });
  return data?.me?.devices ?? [];
}
