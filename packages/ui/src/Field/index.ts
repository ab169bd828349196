export { Field, joinIds, type FieldControlProps, type FieldProps } from './Field';
