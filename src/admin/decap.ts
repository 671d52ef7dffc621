/**
 * Decap CMS as the editor uses it: its core with the two backends (GitHub for the live sites, the local proxy for
 * npm run admin), the field controls the configuration names, and its English words. The all-in-one decap-cms-app
 * would bring every backend, the rich-text and code editors and the map widget, none of them used: about a third
 * of the size to download and start.
 */
import CMS from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import boolean from 'decap-cms-widget-boolean';
import datetime from 'decap-cms-widget-datetime';
import list from 'decap-cms-widget-list';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';

CMS.registerBackend('github', GitHubBackend as never);
CMS.registerBackend('proxy', ProxyBackend as never);
CMS.registerWidget(
  [string, text, number, boolean, select, list, object, datetime].map((widget) => widget.Widget()) as never,
);
CMS.registerLocale('en', en);

export default CMS;
