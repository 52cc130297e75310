import { customerIdsOf, hasAccessToCustomer, toCustomerId } from './customers';

// Seed 000 §1: "A user has access to one or several customers." DESIGN §3: every route checks the caller's
// access to the customer id it names (tenant isolation).
describe('hasAccessToCustomer', () => {
  it('allows only the user own customers', () => {
    expect(hasAccessToCustomer([1, 2], 1)).toBe(true);
    expect(hasAccessToCustomer([1, 2], 2)).toBe(true);
    expect(hasAccessToCustomer([1, 2], 3)).toBe(false);
    expect(hasAccessToCustomer([], 1)).toBe(false);
    expect(hasAccessToCustomer(null, 1)).toBe(false);
  });

  it('accepts customer ids from a query string', () => {
    expect(hasAccessToCustomer([7], '7')).toBe(true);
    expect(hasAccessToCustomer(new Set(['7']), 7)).toBe(true);
  });

  it('never matches invalid ids', () => {
    expect(hasAccessToCustomer([1], '1 OR 1=1')).toBe(false);
    expect(hasAccessToCustomer([1], '1.0')).toBe(false);
    expect(hasAccessToCustomer([1], 1.5)).toBe(false);
    expect(hasAccessToCustomer([0], 0)).toBe(false);
    expect(hasAccessToCustomer([-1], -1)).toBe(false);
    expect(hasAccessToCustomer([NaN], NaN)).toBe(false);
    expect(hasAccessToCustomer([1], undefined)).toBe(false);
    expect(hasAccessToCustomer([1], '')).toBe(false);
  });

  it('toCustomerId parses positive integers only', () => {
    expect(toCustomerId(' 12 ')).toBe(12);
    expect(toCustomerId('-1')).toBeUndefined();
    expect(toCustomerId({})).toBeUndefined();
  });
});

describe('customerIdsOf', () => {
  it('reads customer_Id of the server customer list, once each', () => {
    expect(
      customerIdsOf([
        { customer_Id: 1, customer_Name: 'A' },
        { customer_Id: '2', customer_Name: 'B' },
        { customer_Id: 1 },
        { customer_Name: 'no id' },
        null,
        3,
      ]),
    ).toEqual([1, 2, 3]);
    expect(customerIdsOf(undefined)).toEqual([]);
  });
});
