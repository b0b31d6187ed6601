// The list conventions every list GET follows: see list-query.ts (parameters, answer),
// list-spec.ts (per-entity allow-lists) and find-page.ts (running it).
export { containsPattern, findPage, type Page } from './find-page.js';
export { ListQuerystring, type ListRequest, ListResponse, parseListQuery } from './list-query.js';
export { defineList, type FieldType, type ListField, type ListSpec } from './list-spec.js';
