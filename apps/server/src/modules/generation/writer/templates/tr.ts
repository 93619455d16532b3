import type { LanguagePack } from '../types';

/**
 * Turkish: the plain imperative (informal, "tıkla"), the polite -(y)In form (formal, "tıklayın"),
 * and the passive present (impersonal, "tıklanır"), as Turkish manuals write steps. The label is
 * followed by a noun that carries the case ending ("**Kaydet** düğmesine"), so no suffix has to
 * agree with page text.
 */
export const tr: LanguagePack = {
  locale: 'tr',
  phrases: {
    introUnnamed: [
      'Bu kılavuzda bu işlemi adım adım nasıl yapacağını öğreneceksin.',
      'Bu kılavuzda bu işlemi adım adım nasıl yapacağınızı öğreneceksiniz.',
      'Bu kılavuzda izlenecek adımlar açıklanmaktadır.',
    ],
    clickButton: ['{x} düğmesine tıkla.', '{x} düğmesine tıklayın.', '{x} düğmesine tıklanır.'],
    clickButtonUnlabeled: ['Düğmeye tıkla.', 'Düğmeye tıklayın.', 'Düğmeye tıklanır.'],
    click: ['{x} öğesine tıkla.', '{x} öğesine tıklayın.', '{x} öğesine tıklanır.'],
    clickUnlabeled: ['Buraya tıkla.', 'Buraya tıklayın.', 'Buraya tıklanır.'],
    clickLink: ['{x} bağlantısına tıkla.', '{x} bağlantısına tıklayın.', '{x} bağlantısına tıklanır.'],
    clickLinkUnlabeled: ['Bağlantıya tıkla.', 'Bağlantıya tıklayın.', 'Bağlantıya tıklanır.'],
    check: ['{x} onay kutusunu işaretle.', '{x} onay kutusunu işaretleyin.', '{x} onay kutusu işaretlenir.'],
    checkUnlabeled: ['Onay kutusunu işaretle.', 'Onay kutusunu işaretleyin.', 'Onay kutusu işaretlenir.'],
    radio: ['{x} seçeneğini seç.', '{x} seçeneğini seçin.', '{x} seçeneği seçilir.'],
    radioUnlabeled: ['Seçeneği seç.', 'Seçeneği seçin.', 'Seçenek seçilir.'],
    tab: ['{x} sekmesini aç.', '{x} sekmesini açın.', '{x} sekmesi açılır.'],
    tabUnlabeled: ['Sekmeyi aç.', 'Sekmeyi açın.', 'Sekme açılır.'],
    choose: ['{x} öğesini seç.', '{x} öğesini seçin.', '{x} öğesi seçilir.'],
    chooseUnlabeled: ['Öğeyi seç.', 'Öğeyi seçin.', 'Öğe seçilir.'],
    field: ['{x} alanına tıkla.', '{x} alanına tıklayın.', '{x} alanına tıklanır.'],
    fieldUnlabeled: ['Alana tıkla.', 'Alana tıklayın.', 'Alana tıklanır.'],
    doubleClick: ['{x} öğesine çift tıkla.', '{x} öğesine çift tıklayın.', '{x} öğesine çift tıklanır.'],
    doubleClickUnlabeled: ['Buraya çift tıkla.', 'Buraya çift tıklayın.', 'Buraya çift tıklanır.'],
    rightClick: ['{x} öğesine sağ tıkla.', '{x} öğesine sağ tıklayın.', '{x} öğesine sağ tıklanır.'],
    rightClickUnlabeled: ['Buraya sağ tıkla.', 'Buraya sağ tıklayın.', 'Buraya sağ tıklanır.'],
    drag: [
      '{x} öğesini istediğin yere sürükle.',
      '{x} öğesini istediğiniz yere sürükleyin.',
      '{x} öğesi istenen yere sürüklenir.',
    ],
    dragUnlabeled: [
      'Öğeyi istediğin yere sürükle.',
      'Öğeyi istediğiniz yere sürükleyin.',
      'Öğe istenen yere sürüklenir.',
    ],
    type: ['{x} alanına {v} yaz.', '{x} alanına {v} yazın.', '{x} alanına {v} yazılır.'],
    typeUnlabeled: ['{v} yaz.', '{v} yazın.', '{v} yazılır.'],
    pick: [
      '{x} alanında {v} seçeneğini seç.',
      '{x} alanında {v} seçeneğini seçin.',
      '{x} alanında {v} seçeneği seçilir.',
    ],
    pickUnlabeled: ['{v} seçeneğini seç.', '{v} seçeneğini seçin.', '{v} seçeneği seçilir.'],
    password: ['{x} alanına şifreni gir.', '{x} alanına şifrenizi girin.', '{x} alanına şifre girilir.'],
    passwordUnlabeled: ['Şifreni gir.', 'Şifrenizi girin.', 'Şifre girilir.'],
    secret: [
      '{x} alanına istenen bilgileri gir.',
      '{x} alanına istenen bilgileri girin.',
      '{x} alanına istenen bilgiler girilir.',
    ],
    secretUnlabeled: ['İstenen bilgileri gir.', 'İstenen bilgileri girin.', 'İstenen bilgiler girilir.'],
    clear: ['{x} alanını temizle.', '{x} alanını temizleyin.', '{x} alanı temizlenir.'],
    clearUnlabeled: ['Alanı temizle.', 'Alanı temizleyin.', 'Alan temizlenir.'],
    key: ['{key} tuşuna bas.', '{key} tuşuna basın.', '{key} tuşuna basılır.'],
    navigate: ['{link} sayfasına git.', '{link} sayfasına gidin.', '{link} sayfasına gidilir.'],
  },
  keys: { Enter: 'Enter', Escape: 'Esc', Tab: 'Tab', Ctrl: 'Ctrl', Alt: 'Alt', Shift: 'Shift', Meta: 'Meta' },
  inApplication: '{app} uygulamasında',
  transitions: { first: 'Önce', next: ['Ardından', 'Sonra', 'Daha sonra'], last: 'Son olarak' },
  // "… nasıl …ılır", the form Turkish how-to titles take; the application leads ("X üzerinde").
  task: {
    inApp: '{app} üzerinde ',
    fillForm: '{inApp}{page} formu nasıl doldurulur',
    fillFormUnnamed: '{inApp}form nasıl doldurulur',
    changeSettings: '{inApp}ayarlar nasıl değiştirilir',
    open: '{inApp}{page} nasıl açılır',
    workWith: '{inApp}{page} nasıl kullanılır',
    use: '{app} nasıl kullanılır',
    fallback: 'Adım adım kılavuz',
    intro: [
      'Bu kılavuzda şunu öğreneceksin: {task}.',
      'Bu kılavuzda şunu öğreneceksiniz: {task}.',
      'Bu kılavuzda şu konu açıklanmaktadır: {task}.',
    ],
  },
};
