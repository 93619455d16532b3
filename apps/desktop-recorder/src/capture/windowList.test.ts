import { describe, expect, it } from 'vitest';
import { type ListedWindow, parseXpropName, parseXwininfo, pickWindow } from './windowList';

const output = `
xwininfo: Window id: 0x50d (the root window) (has no name)

  Root window id: 0x50d (the root window) (has no name)
  Parent window id: 0x0 (none)
     4 children:
     0x80000a (name in unsupported encoding COMPOUND_TEXT): ("xmessage" "Xmessage")  62x52+600+120  +600+120
     0x40000c "Second \\"quoted\\"": ("xterm" "XTerm")  244x134+100+100  +100+100
     0x60000a (has no name): ()  1x1+-1+-1  +-1+-1
     0x20000c "My Term": ("xterm" "XTerm")  484x316+0+0  +0+0
`;

describe('window list', () => {
  it('reads xwininfo topmost first, skipping 1×1 helper windows', () => {
    expect(parseXwininfo(output)).toEqual([
      {
        id: '0x80000a',
        title: '',
        application: 'Xmessage',
        x: 600,
        y: 120,
        width: 62,
        height: 52,
        focused: false,
        nameUnreadable: true,
      },
      {
        id: '0x40000c',
        title: 'Second "quoted"',
        application: 'XTerm',
        x: 100,
        y: 100,
        width: 244,
        height: 134,
        focused: false,
        nameUnreadable: false,
      },
      {
        id: '0x20000c',
        title: 'My Term',
        application: 'XTerm',
        x: 0,
        y: 0,
        width: 484,
        height: 316,
        focused: false,
        nameUnreadable: false,
      },
    ]);
  });

  it('picks the topmost window under a click, the focused one for keys, and never the recorder', () => {
    const windows: ListedWindow[] = [
      {
        title: 'Support Recorder ●',
        application: 'Chromium',
        x: 0,
        y: 0,
        width: 300,
        height: 100,
        focused: false,
      },
      { title: 'Book1 - Excel', application: 'Excel', x: 0, y: 0, width: 800, height: 600, focused: false },
      { title: 'Notes', application: 'Notepad', x: 900, y: 0, width: 400, height: 400, focused: true },
    ];
    const recorder = (window: ListedWindow) => window.title.startsWith('Support Recorder');
    expect(pickWindow(windows, { x: 10, y: 10 }, false, recorder)).toEqual({
      title: 'Book1 - Excel',
      application: 'Excel',
    });
    expect(pickWindow(windows, { x: 10, y: 10 }, true, recorder)).toEqual({
      title: 'Notes',
      application: 'Notepad',
    });
    expect(pickWindow([], null, true)).toEqual({ title: '', application: '' });
  });
});

describe('a title xwininfo cannot print', () => {
  it('is read from xprop, UTF-8 name first, else the compound-text one', () => {
    expect(
      parseXpropName('_NET_WM_NAME(UTF8_STRING) = "Support Recorder ● 3"\nWM_NAME(STRING) = "x"\n'),
    ).toBe('Support Recorder ● 3');
    expect(parseXpropName('_NET_WM_NAME:  not found.\nWM_NAME(COMPOUND_TEXT) = "Say \\"hi\\" ●"\n')).toBe(
      'Say "hi" ●',
    );
    expect(parseXpropName('_NET_WM_NAME:  not found.\nWM_NAME:  not found.\n')).toBe('');
  });
});
