export { SessionProvider, useAuth, useSession } from './session';
export { canUse, type Area } from './access';
export { usePlaces } from './places';
export { OutletPicker, useOutletParam } from './OutletPicker';
