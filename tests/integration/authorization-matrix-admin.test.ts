import { describeMatrix } from './authorization-matrix.ts'

describeMatrix('admin')
