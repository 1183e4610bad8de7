import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen is a lazy module: its first import in a test file is compiled then, which on a busy two-core machine
// takes longer than Testing Library's default second. Waiting longer changes nothing for a test that passes.
configure({ asyncUtilTimeout: 5_000 });
