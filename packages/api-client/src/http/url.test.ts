import { buildUrl } from './url';

describe('buildUrl', () => {
  it('keeps the exact casing of path and parameter names', () => {
    expect(
      buildUrl('http://h/api', 'User_Att_Close', {
        Attendence_Id: 5,
        Obs_Attendence: 'ok',
        Subreason_Id: 0,
      }),
    ).toBe('http://h/api/User_Att_Close?Attendence_Id=5&Obs_Attendence=ok&Subreason_Id=0');
    expect(buildUrl('http://h/api', 'User_Data_Perm', { user_id: 7 })).toBe(
      'http://h/api/User_Data_Perm?user_id=7',
    );
  });

  it('percent-encodes hostile values so they cannot add parameters or a fragment', () => {
    const url = buildUrl('http://h/api', 'User_Att_Messages_Send', {
      Customer_Id: 1,
      Message: 'a&b=c#d',
      Image_Name: '',
    });
    expect(url).toBe(
      'http://h/api/User_Att_Messages_Send?Customer_Id=1&Message=a%26b%3Dc%23d&Image_Name=',
    );
    const parsed = new URL(url);
    expect(parsed.hash).toBe('');
    expect(parsed.searchParams.get('Message')).toBe('a&b=c#d');
    expect(parsed.searchParams.has('b')).toBe(false);
  });

  it('encodes spaces, plus signs, slashes and non-ASCII text', () => {
    const url = buildUrl('http://h/api', 'X', { Client_Name: 'José da Silva + 1/2 ?' });
    expect(url).toBe('http://h/api/X?Client_Name=Jos%C3%A9%20da%20Silva%20%2B%201%2F2%20%3F');
    expect(new URL(url).searchParams.get('Client_Name')).toBe('José da Silva + 1/2 ?');
  });

  it('repeats the name for array values', () => {
    expect(
      buildUrl('http://h/api', 'Message_Template_Update', { Customer_Id: 1, att_Group: [3, 4, 9] }),
    ).toBe(
      'http://h/api/Message_Template_Update?Customer_Id=1&att_Group=3&att_Group=4&att_Group=9',
    );
    expect(buildUrl('http://h/api', 'X', { att_Group: [] })).toBe('http://h/api/X');
  });

  it('writes booleans as true/false and leaves out undefined and null', () => {
    expect(
      buildUrl('http://h/api', 'List_Flow', {
        Active_Flow: true,
        Customer_Id: 2,
        X: undefined,
        Y: null,
      }),
    ).toBe('http://h/api/List_Flow?Active_Flow=true&Customer_Id=2');
    expect(buildUrl('http://h/api', 'User_Att_Pause', { Paused: false })).toBe(
      'http://h/api/User_Att_Pause?Paused=false',
    );
  });

  it('joins base and path with one slash and keeps a trailing slash of the path', () => {
    expect(buildUrl('http://h/api/', '/User_Att_Details/Client_Update')).toBe(
      'http://h/api/User_Att_Details/Client_Update',
    );
    expect(buildUrl('http://h/files', 'hornitos/')).toBe('http://h/files/hornitos/');
    expect(buildUrl('/api', 'User_Validate', { User_Login: 'ana' })).toBe(
      '/api/User_Validate?User_Login=ana',
    );
  });
});
