import { blankPng } from '@cobber/kit/testing';

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** The client's typed name and drawn signature. */
export const SIGNATURE = { name: 'Zoe Nguyen', image: dataUrl(blankPng(300, 120)) };
