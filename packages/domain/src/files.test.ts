import { describe, expect, it } from 'vitest';
import {
  classifyFile,
  exceedsUploadLimit,
  fileExtension,
  findDuplicateName,
  isAllowedExtension,
} from './files.ts';

describe('file rules of SPEC §5', () => {
  it('takes the extension after the last dot, and none without a dot', () => {
    expect(fileExtension('look.book.pdf')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
  });

  it.each([
    ['clip.mp4', 'video'],
    ['clip.MTS', 'video'],
    ['loop.gif', 'video'],
    ['swatch.png', 'image'],
    ['swatch.JPG', 'image'],
    ['brief.pdf', 'icon'],
    ['scan.tif', 'icon'],
    ['sheet.xlss', 'icon'],
    ['notes.txt', 'generic'],
    ['README', 'generic'],
  ])('shows %s as %s', (name, display) => {
    expect(classifyFile(name)).toBe(display);
  });

  it('allows the listed types only', () => {
    expect(isAllowedExtension('tech-pack.xlsx')).toBe(true);
    expect(isAllowedExtension('raw.CR2')).toBe(true);
    expect(isAllowedExtension('virus.exe')).toBe(false);
    expect(isAllowedExtension('noext')).toBe(false);
  });

  it('finds two files of one name in one upload', () => {
    expect(findDuplicateName(['a.png', 'b.png', 'A.PNG'])).toBe('A.PNG');
    expect(findDuplicateName(['a.png', 'b.png'])).toBeNull();
  });

  it('caps one upload at 2 GB', () => {
    expect(exceedsUploadLimit(2_147_483_648)).toBe(false);
    expect(exceedsUploadLimit(2_147_483_649)).toBe(true);
  });
});
