import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';

describe('the company details', () => {
  it('default to the demo agency and take the environment when set', () => {
    expect(loadConfig({}).company).toEqual({
      name: 'LinguaTrips Ltd',
      address: '14 Hanover Street, London W1S 1YH, United Kingdom',
      registration: 'Companies House (England and Wales) no. 14589027',
    });
    const set = loadConfig({
      COMPANY_NAME: 'Sprachreisen Nord GmbH',
      COMPANY_ADDRESS: 'Speicherstadt 3, 20457 Hamburg, Deutschland',
      COMPANY_REGISTRATION: 'Amtsgericht Hamburg HRB 123456',
    });
    expect(set.company).toEqual({
      name: 'Sprachreisen Nord GmbH',
      address: 'Speicherstadt 3, 20457 Hamburg, Deutschland',
      registration: 'Amtsgericht Hamburg HRB 123456',
    });
  });

  it('refuses a company name that is too short, naming the setting', () => {
    expect(() => loadConfig({ COMPANY_NAME: 'X' })).toThrow(ConfigError);
    expect(() => loadConfig({ COMPANY_NAME: 'X' })).toThrow(
      'invalid environment variable COMPANY_NAME: must be the company name (2 to 120 characters)',
    );
  });
});
