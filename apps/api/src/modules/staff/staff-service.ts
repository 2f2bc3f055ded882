import type { TBackofficeSettings, TPlaces, TUpdateSettingsBody } from '@food/contracts';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { StaffAccount } from './account-service.js';
import type { BackofficeDeps } from './backoffice-deps.js';
import { StaffManagement } from './management-service.js';
import { loadPlaceIndex, placesInScope } from './places.js';
import type { Principal } from './principal.js';
import { readBackofficeSettings, settingsDefaults, writeBackofficeSettings } from './settings.js';
import { StaffSignIn } from './sign-in-service.js';
import { languageOf } from './staff-views.js';

/** Staff accounts, sign-in, TOTP, invitations, resets, places and settings (issue 18 item 2). */
export class StaffService {
  readonly signIn: StaffSignIn;
  readonly account: StaffAccount;
  readonly management: StaffManagement;

  constructor(readonly deps: BackofficeDeps) {
    this.signIn = new StaffSignIn(deps);
    this.account = new StaffAccount(deps, this.signIn);
    this.management = new StaffManagement(deps);
  }

  /** Brands, cities and outlets in the caller's scope, named in the member's language. */
  async places(principal: Principal): Promise<TPlaces> {
    const language =
      principal.kind === 'staff' ? languageOf(await this.signIn.memberOf(principal.id)) : ('uk' as const);
    const { rows } = await loadPlaceIndex(this.deps.db);
    return placesInScope(principal.scope, language, rows);
  }

  private get defaults(): TBackofficeSettings {
    return settingsDefaults(this.deps.config);
  }

  /** The back office's settings (owners); a value never set reads as the server's default. */
  getSettings(): Promise<TBackofficeSettings> {
    return readBackofficeSettings(this.deps.db, this.defaults);
  }

  async updateSettings(
    principal: Principal,
    changes: TUpdateSettingsBody,
    clientIp: string,
  ): Promise<TBackofficeSettings> {
    if (!principal.scope.all || principal.kind !== 'staff')
      throw new AppError('FORBIDDEN', 'Only an owner can do this');
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const before = await readBackofficeSettings(tx, this.defaults);
      const after = {
        ...before,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      };
      if (JSON.stringify(after) === JSON.stringify(before)) return before;
      await writeBackofficeSettings(tx, changes, now);
      await recordAudit(
        tx,
        principal,
        { kind: 'settings.update', entityType: 'backoffice_settings', entityId: 'backoffice', before, after },
        clientIp,
      );
      return after;
    });
  }
}
