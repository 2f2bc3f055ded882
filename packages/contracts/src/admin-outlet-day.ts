// Contracts of the back office's /admin/v1 and the machine API /ops/v1 (issue 18); filled by its module.
export {};
