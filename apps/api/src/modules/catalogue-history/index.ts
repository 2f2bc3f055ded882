// The catalogue-history module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export {
  deleteDraft,
  listVersions,
  readDraft,
  readDraftByToken,
  readVersion,
  recordVersion,
  saveDraft,
  type EntityRef,
} from './catalogue-history.js';
