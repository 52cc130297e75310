import type { SessionUser } from '@atende/contract';
import { landingPathFor } from './landing';
import { makeUser } from '../testing/fixtures';

const group = { attendence_Group_Id: 1, attendence_Group_Name: 'Support' };

function withRole(
  functionId: number,
  painel: number,
  groups: SessionUser['customer'][number]['group_List'],
) {
  return makeUser({
    function_Id: functionId,
    user_Function: [
      { functionality_Name: 'Painel', functionality_Level: painel },
      { functionality_Name: 'Attendence', functionality_Level: functionId === 7 ? 2 : 3 },
    ],
    customer: [
      {
        customer_Id: 1,
        customer_Name: 'Acme',
        customer_Logo_URL: '',
        store: [],
        group_List: groups,
      },
    ],
  });
}

describe('landingPathFor', () => {
  it('sends a user whose panel opens (Painel 2 or more) and who serves no queue to the client dashboard', () => {
    expect(landingPathFor(withRole(2, 2, []), 1)).toBe('/painel/cliente');
    expect(landingPathFor(withRole(4, 3, []), null)).toBe('/painel/cliente');
  });

  it('sends everyone else to the agent screen', () => {
    expect(landingPathFor(withRole(7, 1, [group]), 1)).toBe('/'); // store agent
    expect(landingPathFor(withRole(3, 3, [group]), 1)).toBe('/'); // manager with a queue to serve
    expect(landingPathFor(withRole(3, 1, []), 1)).toBe('/'); // Painel below 2
    // The levels decide, not the role id: a custom role whose panel opens lands there.
    expect(landingPathFor(withRole(42, 3, []), 1)).toBe('/painel/cliente');
  });

  it('looks at the groups of the current customer only', () => {
    const user = makeUser({
      function_Id: 3,
      user_Function: [
        { functionality_Name: 'Painel', functionality_Level: 3 },
        { functionality_Name: 'Attendence', functionality_Level: 3 },
      ],
      customer: [
        {
          customer_Id: 1,
          customer_Name: 'Acme',
          customer_Logo_URL: '',
          store: [],
          group_List: [group],
        },
        {
          customer_Id: 2,
          customer_Name: 'Borealis',
          customer_Logo_URL: '',
          store: [],
          group_List: [],
        },
      ],
    });
    expect(landingPathFor(user, 1)).toBe('/');
    expect(landingPathFor(user, 2)).toBe('/painel/cliente');
  });

  it('sends a user whose agent screen does not open to the panel, groups or not', () => {
    const user = makeUser({
      user_Function: [
        { functionality_Name: 'Painel', functionality_Level: 2 },
        { functionality_Name: 'Attendence', functionality_Level: 1 },
      ],
    });
    expect(landingPathFor(user, null)).toBe('/painel/cliente');
  });

  it('sends a logged-out visitor home', () => {
    expect(landingPathFor(null, null)).toBe('/home');
  });
});
