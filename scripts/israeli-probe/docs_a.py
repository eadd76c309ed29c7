"""Probe set A: ten realistic, varied Israeli receipts/invoices (rendered by make_docs.py).

Each function draws one document on a Sheet and returns it with the document's label.
"""
from decimal import Decimal as D

from reportlab.lib.pagesizes import A4, A5
from reportlab.lib.units import mm

from sheet import LRE, PDF_, Sheet, il_id, item, line_total, money, page, plain, priced, q2


# ------------------------------------------------------------ 1 supermarket (thermal 80mm, mono)
def supermarket():
    cid = il_id('51473920')
    S = Sheet(80 * mm, None, 'mono', 7.6, margin=9)
    S.heading(('מרכול השוק הטרי בע"מ', 11),
              ['סניף גבעתיים', 'כצנלסון 45, גבעתיים', 'טל: 03-5731188', f'עוסק מורשה {cid}'], '=',
              ('חשבונית מס/קבלה מס\' 70112045', 8.5))
    S.row(center='מקור')
    S.rows('קופה: 7   קופאי: 112   עסקה: 2045', '22/11/25 14:33')
    S.sep('-')
    # (desc, barcode, qty, unit, exempt, weighed)
    rows = [
        ('חלב 3% 1 ליטר', '7290004131074', 2, '6.90', False, False),
        ('לחם אחיד פרוס', '7290000066318', 1, '8.50', False, False),
        ('ביצים L 12 יח\'', '7290011194246', 1, '13.90', False, False),
        ('עגבניות', '2000101', '0.845', '7.90', True, True),
        ('מלפפונים', '2000102', '1.120', '5.90', True, True),
        ('בננות', '2000118', '1.350', '8.90', True, True),
        ('גבינה לבנה 5% 250 גר\'', '7290000042411', 3, '5.90', False, False),
        ('קוטג\' 5% 250 גר\'', '7290000042015', 2, '6.20', False, False),
        ('שמן קנולה 1 ליטר', '7290000290119', 1, '11.90', False, False),
        ('אורז פרסי 1 ק"ג', '7290000144108', 1, '12.90', False, False),
        ('פסטה ספגטי 500 גר\'', '8076802085738', 4, '4.90', False, False),
        ('קפה נמס 200 גר\'', '7290000066967', 1, '29.90', False, False),
        ('נייר טואלט 32 גלילים', '7290108350139', 1, '39.90', False, False),
        ('שקית קניות', '7290000000015', 1, '0.10', False, False),
    ]
    discounts = {'פסטה ספגטי 500 גר\'': ('מבצע 4 ב-15', D('-4.60')),
                 'קפה נמס 200 גר\'': ('הנחת מועדון', D('-5.00'))}
    items, total, exempt, count = [], D(0), D(0), 0
    for desc, bc, qty, unit, ex, weighed in rows:
        lt = line_total(qty, unit)
        total += lt
        if ex:
            exempt += lt
        count += 1
        S.row(right=desc, left=money(lt))
        if weighed:
            S.row(right=bc, mid=(f'{qty} ק"ג X {unit}', S.m + 10), size=6.8)
        elif qty != 1:
            S.row(right=bc, mid=(f'{qty} X {unit}', S.m + 10), size=6.8)
        else:
            S.row(right=bc, size=6.8)
        items.append(item(desc, lt, qty if qty != 1 else None, unit if qty != 1 else None))
        if desc in discounts:
            dn, dv = discounts[desc]
            S.row(right=f'  {dn}', left=f'{money(-dv)}-')
            total += dv
    S.sep('-')
    saved = -sum(v for _, v in discounts.values())
    vat = q2((total - exempt) * D(18) / D(118))
    S.row(right=f'סה"כ פריטים: {count}')
    S.row(right='סה"כ לתשלום', left=money(total), bold=True, size=9.5)
    S.rows(('פטור ממע"מ', money(exempt)), ('סה"כ לפני מע"מ', money(total - vat)), ('מע"מ 18%', money(vat)))
    S.sep('-')
    S.rows(('אשראי', money(total)), f'כרטיס {LRE}****7731{PDF_}   אישור: 0458812', 'מס\' תשלומים: 1',
           ('עודף', '0.00'))
    S.sep('-')
    S.row(center=f'חסכת היום: {money(saved)} ₪', bold=True)
    S.centred('חבר מועדון: 050-1234567', 'נקודות שנצברו: 18', 'תודה ולהתראות!', 'www.hashuk-hatari.co.il')
    return S, dict(business_name='מרכול השוק הטרי בע"מ', date='2025-11-22', address='כצנלסון 45, גבעתיים',
                   phone='035731188', company_id=cid, invoice_number='70112045', doc_type='tax_invoice_receipt',
                   subtotal=plain(total - vat), vat_rate='18', vat_amount=plain(vat), total=plain(total),
                   currency='ILS', payment_method='credit_card', card_last4='7731', items=items,
                   layout='supermarket', language='he')


# ------------------------------------------------------------ 2 restaurant (thermal 72mm, Simple)
def restaurant():
    cid = il_id('51620417')
    S = Sheet(72 * mm, None, 'simple', 8.5, margin=9)
    S.heading(('הגפן - מטבח ים תיכוני', 12.5),
              ['ג.ל. מסעדות בע"מ  ח.פ ' + cid, 'שדרות רוטשילד 38, תל אביב', 'טל. 03-6204471'], '-',
              ('חשבונית מס קבלה מס\' 88412', 9.5))
    S.rows(('תאריך: 14.11.2026', '21:47'), 'שולחן: 12    סועדים: 3', 'מלצר/ית: דנה')
    S.sep('-')
    lines, items, total = priced([('פוקאצ\'ה הבית', 1, '32.00'), ('סלט יווני', 1, '54.00'), ('פילה לברק', 1, '98.00'),
                                  ('ריזוטו פטריות', 1, '72.00'), ('לימונדה', 2, '16.00'), ('אספרסו כפול', 2, '14.00')])
    S.rows(*[(f'{qty}  {desc}', money(lt)) for desc, qty, unit, lt in lines])
    S.sep('-')
    vat = q2(total * 18 / D(118))
    S.row(right='סה"כ לתשלום', left=money(total) + ' ₪', bold=True, size=10)
    S.row(right='כולל מע"מ 18%', left=money(vat))
    S.skip(3)
    S.row(center='** השירות אינו כלול במחיר **')
    S.rows('טיפ מומלץ:', *[(f'שירות {p}%', money(total * p / 100)) for p in (10, 12, 15)])
    S.sep('-')
    S.rows(('שולם באמצעות ביט', money(total)), 'אסמכתא: 58823104')
    S.sep('-')
    S.row(center='תודה שבאתם! נשמח לראותכם שוב')
    return S, dict(business_name='הגפן - מטבח ים תיכוני', date='2026-11-14', address='שדרות רוטשילד 38, תל אביב',
                   phone='036204471', company_id=cid, invoice_number='88412', doc_type='tax_invoice_receipt',
                   vat_rate='18', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   payment_method='digital_wallet', items=items, layout='restaurant', language='he')


# ------------------------------------------------------------ 3 green-invoice-like A4 tax invoice/receipt
def b2b_receipt():
    cid, cust = il_id('51588310'), il_id('51442207')
    S, W, R, L = page(A4, 'dejavu', 9.5, side=45)
    S.rect(0, 0, W, 8, fill=0.55)
    S.text('אלפא שיווק דיגיטלי בע"מ', R, 60, 'r', 'dejavuB', 17)
    S.stack(['דרך מנחם בגין 132, תל אביב', 'טלפון: 03-7654321  |  פקס: 03-7654322', 'info@alpha-digital.co.il',
             f'ח.פ. {cid}'], R, 80, 14)
    S.text('מקור', L, 60, 'l', 'dejavuB', 11)
    S.line(L, 140, R, 140)
    S.text('חשבונית מס / קבלה 10234', W / 2, 170, 'c', 'dejavuB', 15)
    S.stack(['תאריך: 03/11/2026', 'מספר הקצאה: 284017653'], L, 195, 14, 'l')
    S.text('לכבוד:', R, 195, 'r', 'dejavuB')
    S.stack(['בית הקפה של יואב בע"מ', f'ח.פ. {cust}', 'הנשיאים 8, הרצליה', 'טלפון: 09-7712345', 'מס\' לקוח: 1043'],
            R, 209, 14)
    y = 300
    S.rect(L, y - 12, R - L, 18, fill=0.88)
    cols = [(R - 5, 'r'), (250, 'r'), (180, 'r'), (L + 5, 'l')]
    S.cells(['תיאור', 'כמות', 'מחיר', 'סה"כ'], cols, y, 'dejavuB')
    lines, items, sub = priced([('ריטיינר שיווק דיגיטלי - אוקטובר 2026', 1, '12000.00'),
                                ('הפקת סרטון תדמית', 1, '8500.00'), ('עיצוב באנרים לקמפיין', 6, '350.00')])
    y = S.table([[desc, str(qty), money(D(unit)), money(lt)] for desc, qty, unit, lt in lines], cols, y, 20,
                rule=(6, 0.3))
    vat = q2(sub * D('0.18'))
    total = sub + vat
    y = S.pairs([('סה"כ לפני מע"מ', money(sub)), ('מע"מ 18%', money(vat)),
                 ('סה"כ לתשלום', money(total) + ' ₪', 'dejavuB')], 200, L + 5, y + 40, 16, 'dejavu')
    y += 25
    S.text('פרטי תשלום', R, y, 'r', 'dejavuB', 11)
    y += 18
    cols = [(R - 5, 'r'), (380, 'r'), (230, 'r'), (L + 5, 'l')]
    S.rect(L, y - 12, R - L, 18, fill=0.88)
    S.cells(['אמצעי תשלום', 'פרטים', 'תאריך', 'סכום'], cols, y, 'dejavuB')
    y += 20
    S.cells(['העברה בנקאית', 'בנק 12 סניף 600 חשבון 345678', '03/11/2026', money(total)], cols, y)
    y += 16
    S.text('סה"כ שולם', R - 5, y, 'r', 'dejavuB')
    S.text(money(total), L + 5, y, 'l', 'dejavuB')
    S.text('הערות: תודה על שיתוף הפעולה!', R, 700)
    S.line(L, 770, R, 770, 0.3)
    S.text('המסמך הופק באמצעות מערכת ממוחשבת  |  עמוד 1 מתוך 1', W / 2, 785, 'c', 'dejavu', 7.5)
    return S, dict(business_name='אלפא שיווק דיגיטלי בע"מ', date='2026-11-03', address='דרך מנחם בגין 132, תל אביב',
                   phone='037654321', company_id=cid, customer_id=cust, invoice_number='10234',
                   allocation_number='284017653', doc_type='tax_invoice_receipt', subtotal=plain(sub), vat_rate='18',
                   vat_amount=plain(vat), total=plain(total), currency='ILS', payment_method='bank_transfer',
                   items=items, layout='b2b_invoice', language='he')


# ------------------------------------------------------------ 4 water utility bill (A4, Hadasim)
def water_bill():
    cid = il_id('51383562')
    S, W, R, L = page(A4, 'hadasim', 10, side=40)
    S.rect(L, 30, R - L, 60, fill=0.9)
    S.text('מי השרון תאגיד מים וביוב בע"מ', R - 10, 55, 'r', 'hadasimB', 16)
    S.text(f'ח.פ {cid}   |   רחוב הבנים 12, הוד השרון   |   מוקד: {LRE}*2655{PDF_}   |   פקס: 09-7401122', R - 10, 75,
           'r', 'hadasim', 8.5)
    S.text('חשבון תקופתי מס\' 771045982', R, 120, 'r', 'hadasimB', 14)
    S.text('תאריך: 05/11/2026', L, 120, 'l', 'hadasimB', 11)
    S.pairs([('שם המשלם:', 'משה ודינה אברהם'), ('כתובת הנכס:', 'רח\' האלה 7, הוד השרון'), ('מספר נכס:', '40021577'),
             ('מספר מונה:', '48812'), ('מספר צרכן:', '100235'), ('נפשות בנכס:', '4')], R, R - 80, 150, 15,
            value_align='r', label_font='hadasimB')
    S.stack(['תקופת החשבון: 01/09/2026 - 31/10/2026', 'קריאה קודמת: 1284  (01/09/2026)',
             'קריאה נוכחית: 1296  (31/10/2026)', 'צריכה: 12 מ"ק'], L, 150, 15, 'l')
    y = 265
    S.rect(L, y - 13, R - L, 19, fill=0.85)
    S.text('פירוט החיובים', R - 5, y, 'r', 'hadasimB', 11)
    cols = [(R - 5, 'r'), (330, 'r'), (240, 'r'), (L + 5, 'l')]
    S.cells(['כמות', 'תעריף', 'סכום ב-₪'], cols[1:], y, 'hadasimB')
    lines, _, sub = priced([('מים - כמות מוכרת', '7', '7.817'), ('מים - מעל הכמות המוכרת', '5', '13.493'),
                            ('שירותי ביוב', '12', '3.148'), ('אגרת מונה', '1', '4.50')])
    y = S.table([[desc, qty, rate, money(lt)] for desc, qty, rate, lt in lines], cols, y, 19)
    # the label's unit price is the tariff as printed, to three decimals
    items = [{'description': desc, 'quantity': qty, 'unit_price': rate, 'total': plain(lt)}
             for desc, qty, rate, lt in lines]
    vat = q2(sub * D('0.18'))
    total = sub + vat
    y = S.pairs([('סה"כ חיובי התקופה לפני מע"מ', money(sub)), ('מע"מ 18%', money(vat)),
                 ('סה"כ חיובי התקופה', money(total)), ('יתרה קודמת', '182.30'),
                 ('תשלום שהתקבל 10/10/2026', '-182.30')], 300, L + 5, y + 30, 16)
    S.line(L, y - 8, 300, y - 8)
    y += 8
    S.text('סה"כ לתשלום', 300, y, 'r', 'hadasimB', 13)
    S.text(money(total) + ' ש"ח', L + 5, y, 'l', 'hadasimB', 13)
    y += 20
    S.rect(L, y, 260, 24)
    S.text('לתשלום עד: 25/11/2026', L + 130, y + 16, 'c', 'hadasimB', 11)
    y += 60
    S.text('התשלום ייגבה בהוראת קבע מכרטיס אשראי המסתיים ב-4821', R, y)
    S.stack(['צריכה ממוצעת לנפש בתקופה: 3.0 מ"ק  |  צריכה בתקופה המקבילה אשתקד: 14 מ"ק',
             f'לבירורים: מוקד {LRE}*2655{PDF_}, א\'-ה\' 08:00-17:00  |  www.mei-hasharon.co.il'], R, y + 16, 16, 'r',
            'hadasim', 8.5)
    S.line(L, 740, R, 740, 0.3)
    S.text('חשבון זה מהווה חשבונית מס  |  הודפס ב-05/11/2026', W / 2, 755, 'c', 'hadasim', 7.5)
    return S, dict(business_name='מי השרון תאגיד מים וביוב בע"מ', date='2026-11-05', address='רחוב הבנים 12, הוד השרון',
                   phone='2655', company_id=cid, invoice_number='771045982', doc_type='bill', subtotal=plain(sub),
                   vat_rate='18', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   payment_method='credit_card', card_last4='4821', items=items, layout='utility_bill', language='he')


# ------------------------------------------------------------ 5 credit invoice (A4, Frank Ruehl)
def credit_note():
    cid, cust = il_id('51299054'), il_id('51577263')
    S, W, R, L = page(A4, 'frank', 11, side=50)
    S.text('אלקטרו-הום מוצרי חשמל בע"מ', R, 65, 'r', 'frankB', 18)
    S.stack(['רחוב התעשייה 21, אזור התעשייה ראשון לציון', 'טל: 03-9512200   פקס: 03-9512201',
             f'ח.פ: 51-{cid[2:8]}-{cid[8]}'], R, 85, 15)
    S.text('העתק נאמן למקור', L, 65, 'l', 'frank', 10)
    S.line(L, 130, R, 130, 1.2)
    S.text('חשבונית זיכוי מס\' 3021', W / 2, 160, 'c', 'frankB', 16)
    S.text('תאריך: 09/10/2026', L, 190, 'l')
    S.text('בגין חשבונית מס/קבלה מס\' 18877 מיום 21/09/2026', L, 205, 'l', 'frank', 9.5)
    S.text('לכבוד', R, 190, 'r', 'frankB')
    S.stack(['ש.ר. ניהול נכסים בע"מ', f'ח.פ {cust}', 'ז\'בוטינסקי 7, רמת גן', 'טל: 03-6112233'], R, 205, 15)
    y = 290
    S.line(L, y + 5, R, y + 5)
    cols = [(R, 'r'), (270, 'r'), (200, 'r'), (L, 'l')]
    S.cells(['תיאור', 'כמות', 'מחיר יח\'', 'סה"כ'], cols, y, 'frankB')
    lines, items, sub = priced([('מקרר 4 דלתות 600 ליטר - החזרה', '-1', '4990.00'),
                                ('דמי הובלה - החזרה', '-1', '150.00')])
    # trailing minus, as many printers do
    y = S.table([[desc, qty, money(D(unit)), money(-lt) + '-'] for desc, qty, unit, lt in lines], cols, y, 20)
    S.line(L, y + 8, R, y + 8)
    vat = q2(sub * D('0.18'))
    total = sub + vat
    y = S.pairs([('סה"כ לפני מע"מ', money(sub)), ('מע"מ 18%', money(vat)),
                 ('סה"כ זיכוי', money(total) + ' ₪', 'frankB')], 220, L, y + 35, 18, 'frank')
    y += 25
    S.stack([f'אמצעי החזר: זיכוי לכרטיס אשראי {LRE}****5566{PDF_}', 'סיבת הזיכוי: החזרת מוצר בתוך 14 יום'], R, y, 16)
    S.text('חתימה: ____________', L, 700, 'l')
    S.text('מסמך ממוחשב', W / 2, 790, 'c', 'frank', 8)
    return S, dict(business_name='אלקטרו-הום מוצרי חשמל בע"מ', date='2026-10-09',
                   address='רחוב התעשייה 21, אזור התעשייה ראשון לציון', phone='039512200', company_id=cid,
                   customer_id=cust, invoice_number='3021', doc_type='credit_note', subtotal=plain(sub), vat_rate='18',
                   vat_amount=plain(vat), total=plain(total), currency='ILS', payment_method='credit_card',
                   card_last4='5566', items=items, layout='b2b_invoice', language='he')


# ------------------------------------------------------------ 6 fuel station (thermal 58mm, Liberation Mono-ish)
def fuel():
    cid = il_id('52004118')
    S = Sheet(60 * mm, None, 'shofar', 8, margin=7)
    S.heading(('דלק הגליל בע"מ', 11), ['תחנת צומת גולני', 'כביש 77, צומת גולני', 'טל: 04-6763310',
                                       f'ח.פ: {LRE}{cid[:2]} {cid[2:5]} {cid[5:]}{PDF_}'],
              '-', ('חשבונית מס / קבלה', 9))
    S.rows(('מס\' 0040021', '05/10/26 07:12'), 'מסוף: 00231    משאבה: 4')
    S.sep('-')
    litres, ppl = D('38.42'), D('7.34')
    total = q2(litres * ppl)
    S.rows('מוצר: בנזין 95 אוקטן', ('כמות (ליטר):', str(litres)), ('מחיר לליטר:', str(ppl)))
    S.row(right='סכום:', left=money(total), bold=True)
    S.sep('-')
    vat = q2(total * 18 / D(118))
    S.rows(('סה"כ לפני מע"מ', money(total - vat)), ('מע"מ 18%', money(vat)))
    S.row(right='סה"כ לתשלום', left=money(total), bold=True, size=9.5)
    S.sep('-')
    S.row(right='אמצעי תשלום: ויזה')
    S.row(center='XXXX-XXXX-XXXX-9175')
    S.rows('אישור: 0731145   תשלומים: 1', 'מס\' רכב: 12-345-67', 'ק"מ: 84512')
    S.sep('-')
    S.row(center='נסיעה בטוחה!')
    return S, dict(business_name='דלק הגליל בע"מ', date='2026-10-05', address='כביש 77, צומת גולני', phone='046763310',
                   company_id=cid, invoice_number='0040021', doc_type='tax_invoice_receipt',
                   subtotal=plain(total - vat), vat_rate='18', vat_amount=plain(vat), total=plain(total),
                   currency='ILS', payment_method='credit_card', card_last4='9175',
                   items=[item('בנזין 95 אוקטן', total, str(litres), ppl)], layout='fuel', language='he')


# ------------------------------------------------------------ 7 pharmacy (thermal 80mm, DejaVu)
def pharmacy():
    cid = il_id('51399817')
    S = Sheet(80 * mm, None, 'dejavu', 7.8, margin=9)
    S.heading(('פארם פלוס', 14), ['פארם פלוס רשתות בע"מ', 'קניון הזהב, רוטשילד 2, ראשון לציון', 'טלפון: 1-700-505-606',
                                  f'ח.פ. {cid}'], '-', ('חשבונית מס קבלה 44182203', 9))
    S.rows(('18/10/2026', '18:05'), 'קופה 3   קופאית: רותם   רוקחת: מיכל')
    S.sep('-')
    lines, items, total = priced([('אקמול 500 מ"ג 20 קפליות', 1, '18.90'), ('ויטמין D3 1000 יח\'', 1, '59.90'),
                                  ('משחת שיניים', 2, '14.90'), ('שמפו נגד קשקשים', 1, '34.90'),
                                  ('אומפרדקס 20 מ"ג - השתתפות עצמית', 1, '15.00')], ones=False)
    for desc, qty, unit, lt in lines:
        S.row(right=desc, left=money(lt))
        if qty != 1:
            S.row(mid=(f'{qty} יח\' X {unit}', S.m + 12), size=7)
        if desc.startswith('אומפרדקס'):
            S.row(right='  מרשם מס\' 55821093', size=7)
    disc = D('-8.40')
    S.row(right='הנחת מועדון 10% שמפו+ויטמין', left=money(disc))
    total += disc
    S.sep('-')
    vat = q2(total * 18 / D(118))
    S.row(right='סה"כ לתשלום', left=money(total), bold=True, size=10)
    S.row(right='מתוכו מע"מ 18%', left=money(vat))
    S.sep('-')
    S.rows(('מזומן', '200.00'), ('עודף', money(D('200.00') - total)))
    S.sep('-')
    S.centred(f'חסכת בקנייה זו: {money(-disc)} ₪', 'צברת 15 נקודות | יתרת נקודות: 212', 'מועדון פארם פלוס: 054-9988776',
              'החלפה בתוך 14 יום בצירוף חשבונית')
    return S, dict(business_name='פארם פלוס', date='2026-10-18', address='קניון הזהב, רוטשילד 2, ראשון לציון',
                   phone='1700505606', company_id=cid, invoice_number='44182203', doc_type='tax_invoice_receipt',
                   vat_rate='18', vat_amount=plain(vat), total=plain(total), currency='ILS', payment_method='cash',
                   items=items, layout='pharmacy', language='he')


# ------------------------------------------------------------ 8 freelancer receipt (עוסק פטור, A5, Keter)
def freelancer():
    tz = il_id('03421567')
    S, W, R, L = page(A5, 'keter', 10.5, side=30)
    S.text('יעל כהן - צילום ועריכה', R, 45, 'r', 'keterB', 15)
    S.stack(['רחוב הרצל 15, חיפה', 'נייד: 052-7834412', f'עוסק פטור מס\' {tz}'], R, 63, 14)
    S.line(L, 102, R, 102)
    S.text('קבלה מס\' 0042', W / 2, 125, 'c', 'keterB', 15)
    S.text('מקור', W / 2, 141, 'c', 'keter', 9)
    S.text('תאריך: 28/10/2026', L, 165, 'l')
    S.text('התקבל מאת: משפחת לוי', R, 165)
    S.text('עבור: צילום אירוע בר מצווה (25/10/2026), כולל עריכה ואלבום דיגיטלי', R, 183, 'r', 'keter', 9.5)
    y = 215
    cols = [(R - 3, 'r'), (300, 'r'), (262, 'r'), (215, 'r'), (150, 'r'), (L + 3, 'l')]
    S.rect(L, y - 11, R - L, 16, fill=0.9)
    S.cells(['אמצעי תשלום', 'בנק', 'סניף', 'מס\' צ\'ק', 'תאריך פירעון', 'סכום'], cols, y, 'keterB', 9)
    y += 18
    S.cells(['צ\'ק', '10', '912', '80012345', '15/12/2026', '3,500.00'], cols, y, 'keter', 9.5)
    y += 30
    S.text('סה"כ התקבל:', 200, y, 'r', 'keterB', 12)
    S.text('3,500.00 ש"ח', L + 3, y, 'l', 'keterB', 12)
    y += 30
    S.text('עוסק פטור - לא נגבה מע"מ', R, y, 'r', 'keter', 9)
    S.text('חתימה: יעל כהן', L, 540, 'l', 'keter', 10)
    return S, dict(business_name='יעל כהן - צילום ועריכה', date='2026-10-28', address='רחוב הרצל 15, חיפה',
                   phone='0527834412', company_id=tz, invoice_number='0042', doc_type='receipt', total='3500.00',
                   currency='ILS', payment_method='check',
                   items=[item('צילום אירוע בר מצווה (25/10/2026), כולל עריכה ואלבום דיגיטלי', D('3500.00'))],
                   layout='freelancer_receipt', language='he')


# ------------------------------------------------------------ 9 English/Hebrew USD invoice (A4, Liberation)
def usd_invoice():
    cid = il_id('51611274')
    S, W, R, L = page(A4, 'lib', 9.5, side=45)
    S.text('Nebula Data Systems Ltd.', L, 60, 'l', 'libB', 17)
    S.text('נבולה מערכות מידע בע"מ', R, 60, 'r', 'libB', 13)
    S.stack(['10 Hamenofim St., Herzliya Pituach 4672561, Israel', 'Tel: +972-9-9512345   Fax: +972-9-9512346',
             f'Company ID: 51-{cid[2:8]}-{cid[8]}'], L, 78, 14, 'l')
    S.text(f'ח.פ {cid}', R, 78, 'r')
    S.text('billing@nebula-data.io', L, 120, 'l')
    S.line(L, 135, R, 135, 1)
    S.text('TAX INVOICE / חשבונית מס', L, 165, 'l', 'libB', 15)
    S.stack(['Invoice No.: 20917', 'Date: 19 Nov 2026'], R, 160, 15, 'r', 'lib', 10)
    S.text('Original', R, 190, 'r', 'lib', 8)
    S.text('Bill To:', L, 215, 'l', 'libB')
    S.stack(['Brightline Analytics Inc.', '500 Market Street, Suite 300, San Francisco, CA 94105, USA',
             'EIN: 94-1234567', 'Attn: accounts@brightline.com  |  PO: BL-7781'], L, 229, 14, 'l')
    y = 310
    S.rect(L, y - 12, R - L, 18, fill=0.85)
    cols = [(L + 5, 'l'), (330, 'r'), (420, 'r'), (R - 5, 'r')]
    S.cells(['Description', 'Qty', 'Unit Price', 'Amount (USD)'], cols, y, 'libB')
    lines, items, sub = priced([('Annual platform license - Enterprise tier (Dec 2026 - Nov 2027)', 1, '18000.00'),
                                ('Professional services - data migration (hours)', 24, '150.00')])
    # the description a size smaller than the numbers
    y = S.table([[(desc, 'lib', 9), str(qty), '$' + money(D(unit)), '$' + money(lt)] for desc, qty, unit, lt in lines],
                cols, y, 20)
    S.line(L, y + 8, R, y + 8)
    y = S.pairs([('Subtotal', '$' + money(sub)), ('VAT 0%', '$0.00'), ('Total Due (USD)', '$' + money(sub), 'libB')],
                420, R - 5, y + 30, 17, 'lib', 10.5, value_align='r')
    y += 10
    rate = D('3.7120')
    y = S.stack([f'Exchange rate (Bank of Israel, 18 Nov 2026): 1 USD = {rate} ILS',
                 f'Total in ILS: ₪{money(sub * rate)}   VAT in ILS: ₪0.00',
                 'Zero-rated: export of services under section 30(a)(5) of the VAT Law'], L, y, 13, 'l', 'lib', 8.5)
    S.text('מע"מ בשיעור אפס לפי סעיף 30(א)(5) לחוק מע"מ', L + 290, y, 'r', 'lib', 8.5)
    y += 30
    S.text('Payment terms: Net 30  |  Due date: 19 Dec 2026', L, y, 'l', 'libB')
    y += 16
    S.stack(['Payment by wire transfer to: Bank Leumi le-Israel, Branch 800, Account 12345678',
             'SWIFT: LUMIILITXXX   IBAN: IL62 0108 0000 0009 9999 999'], L, y, 14, 'l')
    S.line(L, 780, R, 780, 0.3)
    S.text('Nebula Data Systems Ltd. | Computer-generated document | Page 1 of 1', W / 2, 793, 'c', 'lib', 7.5)
    return S, dict(business_name='Nebula Data Systems Ltd.', date='2026-11-19',
                   address='10 Hamenofim St., Herzliya Pituach 4672561, Israel', phone='099512345', company_id=cid,
                   customer_id='941234567', invoice_number='20917', doc_type='tax_invoice', subtotal=plain(sub),
                   vat_rate='0', vat_amount='0.00', total=plain(sub), currency='USD', payment_method='bank_transfer',
                   items=items, layout='b2b_invoice', language='en')


# ------------------------------------------------------------ 10 2024 tax invoice 17% (A4, Frank Ruehl / Simple)
def hardware_2024():
    cid, cust = il_id('51475612'), il_id('03867421')
    S, W, R, L = page(A4, 'simple', 10, side=40)
    S.rect(L, 30, R - L, 95)
    S.text('א.ב. חומרי בניין ואינסטלציה בע"מ', R - 10, 58, 'r', 'simpleB', 17)
    S.stack(['רח\' המסגר 9, אשדוד', 'טלפון: 08-9412277    פקס: 08-9412278',
             f'ח.פ. {LRE}{cid[:2]} {cid[2:5]} {cid[5:]}{PDF_}'], R - 10, 78, 15)
    S.text('העתק', L + 10, 58, 'l', 'simpleB', 12)
    S.text('חשבונית מס 58231', W / 2, 160, 'c', 'simpleB', 16)
    S.stack(['תאריך: 17.06.24', 'תנאי תשלום: שוטף + 30', 'תאריך פירעון: 31.07.24',
             'תעודת משלוח מס\' 5531 מיום 16.06.24'], L, 190, 15, 'l')
    S.text('לכבוד:', R, 190, 'r', 'simpleB')
    S.stack(['י.ד. שיפוצים', f'עוסק מורשה: {cust}', 'הגפן 4, קרית גת', 'נייד: 054-6677889'], R, 205, 15)
    y = 285
    S.rect(L, y - 13, R - L, 19, fill=0.85)
    cols = [(R - 5, 'r'), (R - 70, 'r'), (250, 'r'), (185, 'r'), (L + 5, 'l')]
    S.cells(['קוד פריט', 'תיאור', 'כמות', 'מחיר', 'סה"כ'], cols, y, 'simpleB')
    codes = ['10045', '20311', '30027', '40102']
    lines, items, gross = priced([('מלט אפור 25 ק"ג', 20, '28.50'), ('צינור PVC 110 מ"מ 6 מ\'', 8, '64.00'),
                                  ('דבק קרמיקה 25 ק"ג', 12, '41.90'), ('ברז פרח למטבח', 2, '289.00')])
    y = S.table([[code, desc, str(qty), money(D(unit)), money(lt)]
                 for code, (desc, qty, unit, lt) in zip(codes, lines)], cols, y, 19, rule=(6, 0.25))
    disc = q2(gross * D('-0.05'))
    sub = gross + disc
    vat = q2(sub * D('0.17'))
    total = sub + vat
    y = S.pairs([('סה"כ', money(gross)), ('הנחה 5%', money(disc)), ('סה"כ לפני מע"מ', money(sub)),
                 ('מע"מ 17%', money(vat)), ('סה"כ לתשלום', money(total) + ' ₪', 'simpleB')],
                210, L + 5, y + 35, 17, 'simple', 10.5)
    y += 20
    S.text('הסחורה נשארת בבעלות החברה עד לפירעון מלא', R, y, 'r', 'simple', 9)
    S.text('חתימת המקבל: ____________', L, 680, 'l')
    S.text('מסמך ממוחשב - חוקי ללא חתימה', W / 2, 790, 'c', 'simple', 8)
    return S, dict(business_name='א.ב. חומרי בניין ואינסטלציה בע"מ', date='2024-06-17', address='רח\' המסגר 9, אשדוד',
                   phone='089412277', company_id=cid, customer_id=cust, invoice_number='58231', doc_type='tax_invoice',
                   subtotal=plain(sub), vat_rate='17', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   items=items, layout='b2b_invoice', language='he')


# ------------------------------------------------------------ render + degrade plan, in this order
# (document, dpi, png degradation, jpg degradation or None): see degrade.py
DOCUMENTS = [
    (supermarket, 300, {}, {'photo': True}),
    (restaurant, 200, {'rotate': 1.2, 'noise': 10}, None),
    (b2b_receipt, 300, {}, {'blur': 1.0, 'quality': 45}),
    (water_bill, 200, {'rotate': -0.7}, None),
    (credit_note, 300, {'noise': 8}, {'quality': 55, 'rotate': 0.5}),
    (fuel, 250, {'rotate': -1.5, 'blur': 0.8}, None),
    (pharmacy, 300, {'noise': 12}, {'quality': 40, 'rotate': 1.0, 'noise': 10, 'blur': 0.6}),
    (freelancer, 200, {}, None),
    (usd_invoice, 300, {}, None),
    (hardware_2024, 250, {'rotate': 2.0, 'noise': 10, 'blur': 0.7}, {'quality': 50, 'rotate': 2.0, 'noise': 10}),
]
