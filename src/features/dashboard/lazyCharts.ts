import { lazy } from 'react';

/** Home's charts, in one chunk with the chart library: nothing else loads it. */
const charts = () => import('./HomeCharts');
export const FacesChart = lazy(() => charts().then((module) => ({ default: module.FacesChart })));
export const RegistrationsChart = lazy(() => charts().then((module) => ({ default: module.RegistrationsChart })));
export const ApiErrorsChart = lazy(() => charts().then((module) => ({ default: module.ApiErrorsChart })));
