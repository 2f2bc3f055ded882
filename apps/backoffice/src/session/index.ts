export { SessionProvider, useAuth, useSession, type SignedIn } from './session';
export { canUse, type Area } from './access';
export { usePlaces } from './places';
export { OutletPicker, useOutletParam } from './OutletPicker';
