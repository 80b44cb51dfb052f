/** GM page entry: theme first, then the app. */
import '../lib/theme.css';
import { mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('gm.html has no #app element');

export default mount(App, { target });
