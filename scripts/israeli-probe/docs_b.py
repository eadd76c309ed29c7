"""Probe set B: ten more Israeli receipts/invoices, deliberately unlike set A (rendered by make_docs.py).

Other producers, wording, fonts, column orders and number/date formats than set A (docs_a.py), so that
rules tuned on set A can be checked for generalisation. Every name starts with "b_" so the two sets
share a folder. Each function draws one document on a Sheet and returns it with the document's label.
"""
from decimal import Decimal as D

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm

from sheet import LRE, PDF_, Sheet, de_vat, il_id, item, line_total, money, page, plain, priced, q2


# ------------------------------------------------------------ 1 Morning-style freelancer invoice/receipt (A4, Liberation Sans)
def b_morning_invoice():
    em, cust = il_id('31245678'), il_id('51640933')
    S, W, R, L = page(A4, 'lib', 9.5, side=50)
    # issuer card on the right, document box on the left
    S.rect(R - 200, 40, 200, 4, fill=0.2)
    S.text('נועה ברגר - עיצוב חוויית משתמש', R, 66, 'r', 'libB', 15)
    S.text('עוסק מורשה', R, 84, 'r', 'lib', 9)
    S.stack([f'ע.מ. {em}', 'בן יהודה 112, תל אביב-יפו', 'נייד: 054-3318207', 'noa@bergerux.co.il'], R, 97, 13)
    S.rect(L, 48, 190, 86, fill=0.95)
    S.text('חשבונית מס / קבלה', L + 180, 70, 'r', 'libB', 14)
    S.text('מספר: 20481', L + 180, 90, 'r', 'libB', 11)
    S.text('תאריך המסמך: 12/03/2025', L + 180, 106, 'r', 'lib', 9.5)
    S.text('מקור', L + 180, 122, 'r', 'lib', 8.5)
    S.line(L, 158, R, 158, 0.4)
    S.text('עבור', R, 180, 'r', 'libB', 10)
    S.stack(['סטודיו גל-ים הפקות בע"מ', f'ח.פ. {cust}', 'שד\' רוטשילד 100, ראשון לציון'], R, 195, 14)
    S.text('פרויקט: אפליקציית הזמנות - גרסה 2', L, 195, 'l', 'lib', 9)
    y = 262
    # column order: description | unit price | quantity | line total
    cols = [(R - 6, 'r'), (250, 'r'), (175, 'r'), (L + 6, 'l')]
    S.rect(L, y - 13, R - L, 20, fill=0.85)
    S.line(L, y - 13, R, y - 13, 1.2)
    S.cells(['פירוט', 'מחיר ליחידה', 'כמות', 'סכום'], cols, y, 'libB', 9.5)
    lines, items, sub = priced([('עיצוב ממשק משתמש לאפליקציה - שלב א\'', 1, '5200.00'),
                                ('בדיקות שמישות עם משתמשים', 8, '280.00'), ('רישיון גופנים לשנה', 1, '360.00')])
    y = S.table([[desc, money(D(unit)), str(qty), money(lt)] for desc, qty, unit, lt in lines], cols, y, 22,
                rule=(7, 0.25))
    vat = q2(sub * D('0.18'))
    total = sub + vat
    y = S.pairs([('סה"כ ללא מע"מ', money(sub)), ('מע"מ (18%)', money(vat))], 230, L + 6, y + 36, 18, 'lib', 9.5)
    y = S.pairs([('סה"כ לתשלום', '₪' + money(total))], 230, L + 6, y, 18, 'libB', 11)
    y += 30
    S.text('פרטי התקבולים', R, y, 'r', 'libB', 11)
    y += 18
    cols = [(R - 6, 'r'), (390, 'r'), (345, 'r'), (290, 'r'), (200, 'r'), (L + 6, 'l')]
    S.rect(L, y - 12, R - L, 18, fill=0.88)
    S.cells(['אמצעי תשלום', 'בנק', 'סניף', 'חשבון', 'תאריך', 'סכום'], cols, y, 'libB', 9)
    y += 20
    S.cells(['העברה בנקאית', '20', '482', '5501873', '11/03/2025', money(total)], cols, y, 'lib', 9)
    y += 18
    S.line(L, y - 6, R, y - 6, 0.25)
    S.text('סה"כ התקבל', R - 6, y + 6, 'r', 'libB', 9.5)
    S.text(money(total), L + 6, y + 6, 'l', 'libB', 9.5)
    S.text('תודה רבה ובהצלחה בהשקה!', R, 650, 'r', 'lib', 9)
    S.line(L, 770, R, 770, 0.3)
    S.text('מסמך ממוחשב חתום דיגיטלית  ·  הופק במערכת חשבוניות מקוונת  ·  עמוד 1 מתוך 1', W / 2, 784, 'c', 'lib', 7)
    return S, dict(business_name='נועה ברגר - עיצוב חוויית משתמש', date='2025-03-12',
                   address='בן יהודה 112, תל אביב-יפו', phone='0543318207', company_id=em, customer_id=cust,
                   invoice_number='20481', doc_type='tax_invoice_receipt', subtotal=plain(sub), vat_rate='18',
                   vat_amount=plain(vat), total=plain(total), currency='ILS', payment_method='bank_transfer',
                   items=items, layout='b2b_invoice', language='he')


# ------------------------------------------------------------ 2 chain supermarket tape (80mm, Liberation Mono)
def b_supermarket_tape():
    cid = il_id('51339271')
    S = Sheet(80 * mm, None, 'libmono', 7.4, margin=8)
    S.heading(('סופר דיל מרכולים בע"מ', 10.5),
              ['סניף קרית השרון', 'פנחס לבון 9, נתניה', 'טלפון 09-8854120', f'ח"פ: {cid}'], '*',
              ('חשבונית מס / קבלה', 8.4))
    S.row(center='מס\' מסמך: 26140457')
    S.rows(('קופה: 014', '07/01/26 18:42'), 'קופאי: 3321 - אורטל', 'מס\' עסקה: 0457')
    S.sep('*')
    # (desc, qty, unit, weighed)
    rows = [
        ('שוקו בשקית 1 ל\'', 2, '7.40', False),
        ('לחמניות מחמצת 6 יח\'', 1, '16.90', False),
        ('חזה עוף טרי', '0.755', '36.90', True),
        ('גבינה צהובה 28% פרוסה', '0.312', '54.90', True),
        ('פילה סלמון נורבגי', '0.486', '89.90', True),
        ('טחינה גולמית 500 גר\'', 1, '18.90', False),
        ('חומוס מוכן 400 גר\'', 3, '8.90', False),
        ('פתיתים אפויים 500 גר\'', 2, '6.50', False),
        ('רסק עגבניות 100 גר\'', 4, '2.90', False),
        ('קורנפלקס 750 גר\'', 1, '24.90', False),
        ('מים מינרליים שישייה', 1, '15.90', False),
        ('אבקת כביסה 4 ק"ג', 1, '49.90', False),
        ('שוקולד מריר 100 גר\'', 3, '5.90', False),
        ('נרות שבת 12 יח\'', 1, '9.90', False),
        ('שקית רב פעמית', 1, '1.50', False),
    ]
    deals = {'חומוס מוכן 400 גר\'': ('מבצע 3 ב-22', D('-4.70')),
             'אבקת כביסה 4 ק"ג': ('הנחת מועדון', D('-10.00'))}
    items, total = [], D(0)
    for desc, qty, unit, weighed in rows:
        lt = line_total(qty, unit)
        total += lt
        if weighed:
            S.row(right=desc)
            S.row(right=f'{unit} X {qty} ק"ג', left=money(lt))  # reads "36.90 X 0.755 ק"ג" on the tape
        elif qty != 1:
            S.row(right=desc)
            S.row(right=f'{qty} X {unit}', left=money(lt))
        else:
            S.row(right=desc, left=money(lt))
        show_q = weighed or qty != 1
        items.append(item(desc, lt, qty if show_q else None, unit if show_q else None))
        if desc in deals:
            dn, dv = deals[desc]
            S.row(right=dn, left=money(dv))  # leading minus: "-4.70"
            total += dv
    S.sep('*')
    vat = q2(total * D(18) / D(118))
    S.rows(f'מס\' פריטים: {len(rows)}', ('סה"כ לפני מע"מ', money(total - vat)), ('מע"מ 18.00%', money(vat)))
    S.row(right='סה"כ לתשלום', left=money(total), bold=True, size=9.5)
    S.sep('*')
    S.rows(('אשראי', money(total)), 'כרטיס: XXXX-XXXX-XXXX-6042', 'מס\' אישור: 7712093   סוג עסקה: רגיל')
    S.sep('*')
    S.row(center=f'חסכת בקנייה זו {money(D("14.70"))} ש"ח', bold=True)
    S.centred('לקוח מועדון: 052-8810345', 'שמור קבלה זו לצורך החלפה')
    return S, dict(business_name='סופר דיל מרכולים בע"מ', date='2026-01-07', address='פנחס לבון 9, נתניה',
                   phone='098854120', company_id=cid, invoice_number='26140457', doc_type='tax_invoice_receipt',
                   subtotal=plain(total - vat), vat_rate='18', vat_amount=plain(vat), total=plain(total),
                   currency='ILS', payment_method='credit_card', card_last4='6042', items=items,
                   layout='supermarket', language='he')


# ------------------------------------------------------------ 3 food-delivery receipt, English + Hebrew (100mm, DejaVu Condensed)
def b_food_delivery():
    cid = il_id('51552204')
    S = Sheet(100 * mm, None, 'cond', 8.6, margin=12)
    S.row(left='Hanoi Street Kitchen', size=14, bold=True)
    S.row(left='אבן גבירול 71, תל אביב', size=9)
    S.row(left='Tel 03-5290418  ·  ח.פ. ' + cid, size=8.5)
    S.skip(6)
    S.row(left='Tax Invoice / Receipt  חשבונית מס קבלה', bold=True, size=10)
    S.row(left='No. 66120', bold=True, size=10)
    S.row(left='2 Feb 2025, 19:38', right='Delivery', size=8.5)
    S.row(left='Order ID: 7f3a-48213  (via delivery app)', size=7.8)
    S.sep('_')
    S.skip(2)
    lines, items, total = priced([('Pho Bo Hanoi', 1, '58.00'), ('Spring rolls (4 pcs)', 2, '34.00'),
                                  ('Bun Cha', 1, '62.00'), ('Thai iced tea', 1, '18.00'), ('Delivery fee', 1, '14.90')],
                                 ones=False)
    for desc, qty, unit, lt in lines:
        S.row(left=f'{qty} x  {desc}', right='₪' + money(lt))
        if qty != 1:
            S.row(left=f'      ₪{money(D(unit))} each', size=7.5)
    S.sep('_')
    S.skip(2)
    vat = q2(total * 18 / D(118))
    S.row(left='Total  סה"כ', right='₪' + money(total), bold=True, size=11)
    S.row(left='Incl. VAT 18%  כולל מע"מ', right='₪' + money(vat), size=8)
    S.skip(4)
    S.row(left='Payment: Apple Pay', right='₪' + money(total))
    S.row(left='Auth 031884', size=7.8)
    S.sep('_')
    S.skip(2)
    for s in ['Deliver to: Ron Amsalem', 'דיזנגוף 150 דירה 12, תל אביב', 'Phone: 054-6120987']:
        S.row(left=s, size=7.8)
    S.skip(4)
    S.row(center='Thank you & בתיאבון!', size=8)
    return S, dict(business_name='Hanoi Street Kitchen', date='2025-02-02', address='אבן גבירול 71, תל אביב',
                   phone='035290418', company_id=cid, invoice_number='66120', doc_type='tax_invoice_receipt',
                   vat_rate='18', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   payment_method='digital_wallet', items=items, layout='online_order', language='en')


# ------------------------------------------------------------ 4 electricity supplier periodic bill (A4, Miriam CLM)
def b_electric_bill():
    cid = il_id('51440377')
    S, W, R, L = page(A4, 'miriam', 10, side=42)
    S.rect(L, 28, R - L, 70, fill=0.93)
    S.text('אור ירוק אנרגיה בע"מ', R - 12, 56, 'r', 'miriamB', 18)
    S.text('ספק חשמל פרטי', R - 12, 74, 'r', 'miriam', 9.5)
    S.text(f'דרך העצמאות 80, חיפה   ---   מוקד לקוחות: 1-800-212-400   ---   ח.פ. {cid}', R - 12, 89, 'r', 'miriam',
           8.5)
    S.text('חשבון לתקופה 01/05/2025 - 30/06/2025', R, 130, 'r', 'miriamB', 14)
    S.text('מס\' חשבונית: 904417332', L, 124, 'l', 'miriamB', 10.5)
    S.text('תאריך החשבון: 03/07/2025', L, 140, 'l', 'miriam', 10)
    # customer and meter block
    S.pairs([('לכבוד:', 'אורנה שמעוני'), ('כתובת החיבור:', 'רח\' הדקל 14, כרמיאל'), ('מספר חוזה:', '346001982'),
             ('מספר מונה:', '2019-88412'), ('מספר לקוח:', '5520871')], R, R - 90, 172, 15,
            value_align='r', label_font='miriamB')
    S.stack(['קריאה קודמת: 40211 (30/04/2025)', 'קריאה נוכחית: 41023 (30/06/2025)', 'צריכה בתקופה: 812 קוט"ש',
             'ימי חיוב: 61'], L, 172, 15, 'l')
    y = 275
    S.rect(L, y - 13, R - L, 19, fill=0.8)
    cols = [(R - 6, 'r'), (300, 'r'), (215, 'r'), (L + 6, 'l')]
    # the header is drawn left to right, the rows right to left
    S.cells(['סכום (ש"ח)', 'מחיר לקוט"ש', 'קוט"ש', 'פירוט החיוב'], cols[::-1], y, 'miriamB')
    kwh, rate = 812, D('0.5425')
    cons = q2(kwh * rate)
    fixed = D('28.46')
    y += 20
    S.cells(['חיוב צריכה - תעריף ביתי', str(kwh), str(rate), money(cons)], cols, y)
    y += 18
    S.cells(['תשלום קבוע לתקופה', money(fixed)], [cols[0], cols[3]], y)
    S.line(L, y + 8, R, y + 8, 0.3)
    sub = cons + fixed
    vat = q2(sub * D('0.18'))
    total = sub + vat
    y = S.pairs([('סה"כ חיובים לפני מע"מ', money(sub)), ('מע"מ 18%', money(vat)), ('סה"כ חיובי התקופה', money(total)),
                 ('יתרה מחשבון קודם', '0.00')], 320, L + 6, y + 32, 16)
    y += 10
    S.rect(L, y - 4, 290, 48, fill=0.9)
    S.text('סכום לתשלום', 320, y + 14, 'r', 'miriamB', 13)
    S.text(money(total) + ' ש"ח', L + 10, y + 14, 'l', 'miriamB', 13)
    S.text('מועד אחרון לתשלום: 20/07/2025', 320, y + 34, 'r', 'miriamB', 10)
    y += 78
    S.text('אופן התשלום: הוראת קבע בבנק - הסכום ייגבה מחשבונך ב-20/07/2025', R, y)
    y += 16
    S.text('צריכה ממוצעת ליום: 13.3 קוט"ש, בתקופה המקבילה אשתקד: 764 קוט"ש', R, y, 'r', 'miriam', 8.5)
    y += 30
    # consumption history bars (no text value is a distractor amount)
    for i, (m, v) in enumerate([('נוב-דצמ', 690), ('ינו-פבר', 905), ('מרץ-אפר', 702), ('מאי-יונ', 812)]):
        x = R - 60 - i * 70
        S.rect(x, y + 80 - v / 12, 30, v / 12, fill=0.6)
        S.text(m, x + 15, y + 94, 'c', 'miriam', 7.5)
    S.line(L, 760, R, 760, 0.3)
    S.text('חשבון זה מהווה חשבונית מס.  שעות פעילות המוקד: א\'-ה\' 08:00-20:00', W / 2, 775, 'c', 'miriam', 7.5)
    return S, dict(business_name='אור ירוק אנרגיה בע"מ', date='2025-07-03', address='דרך העצמאות 80, חיפה',
                   phone='1800212400', company_id=cid, invoice_number='904417332', doc_type='bill', subtotal=plain(sub),
                   vat_rate='18', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   payment_method='bank_transfer',
                   items=[{'description': 'חיוב צריכה - תעריף ביתי', 'quantity': str(kwh), 'unit_price': str(rate),
                           'total': plain(cons)}, item('תשלום קבוע לתקופה', fixed)],
                   layout='utility_bill', language='he')


# ------------------------------------------------------------ 5 cellular / ISP monthly tax invoice, 2024 (A4, Liberation Serif)
def b_cellular_invoice():
    cid = il_id('51287735')
    S, W, R, L = page(A4, 'libserif', 10, side=48)
    S.text('גלנט תקשורת בע"מ', L, 62, 'l', 'libserifB', 20)
    S.text('סלולר · אינטרנט · טלוויזיה', L, 80, 'l', 'libserif', 9)
    S.text('חשבונית מס', R, 58, 'r', 'libserifB', 15)
    S.stack(['מס\' חשבונית: 508837214', 'תאריך חשבונית: 15/09/2024', 'תקופת חיוב: 01/08/2024 - 31/08/2024'], R, 76, 14)
    S.line(L, 118, R, 118, 1.2)
    S.text('לכבוד', R, 140, 'r', 'libserifB')
    S.stack(['אבי ומיכל דהן', 'רח\' הנרקיסים 9, מודיעין'], R, 154, 14)
    S.stack(['מס\' לקוח: 7781203', 'מנוי ראשי: 052-6613098'], L, 140, 14, 'l')
    S.text('עמוד 1 מתוך 1', L, 168, 'l', 'libserif', 8.5)
    y = 210
    S.text('פירוט חיובים לתקופה', R, y, 'r', 'libserifB', 12)
    y += 22
    S.line(L, y - 13, R, y - 13, 0.6)
    cols = [(R, 'r'), (270, 'r'), (L, 'l')]
    S.cells(['שירות', 'תקופה', 'סכום לפני מע"מ'], cols, y, 'libserifB')
    S.line(L, y + 6, R, y + 6, 0.6)
    # (service, period, amount): monthly charges, no quantities
    rows = [('חבילת סלולר 5G ללא הגבלה - קו 052-6613098', '08/2024', '42.65'),
            ('אינטרנט סיבים 1000Mb', '08/2024', '84.62'),
            ('ממיר טלוויזיה - דמי שימוש', '08/2024', '15.30'),
            ('שיחות לחו"ל לפי שימוש', '08/2024', '3.48')]
    y = S.table([[desc, per, money(D(amt))] for desc, per, amt in rows], cols, y, 19)
    items = [item(desc, D(amt)) for desc, _, amt in rows]
    sub = sum(D(amt) for *_, amt in rows)
    S.line(L, y + 8, R, y + 8, 0.3)
    vat = q2(sub * D('0.17'))
    total = sub + vat
    y = S.pairs([('סה"כ חיובים לפני מע"מ', money(sub)), ('מע"מ 17%', money(vat)),
                 ('סה"כ כולל מע"מ', money(total) + ' ₪', 'libserifB')], 230, L, y + 30, 18, 'libserif', 11)
    y = S.stack([f'אמצעי תשלום: כרטיס אשראי ויזה {LRE}****2207{PDF_}', 'תאריך חיוב: 02/10/2024'], R, y + 24, 15)
    y += 15
    S.rect(L, y, R - L, 46, fill=0.94)
    S.text('החודש הצטרפת לשירות החשבונית הדיגיטלית - תודה ששמרת על הסביבה!', R - 10, y + 18, 'r', 'libserif', 9)
    S.text('לבירורים: שירות לקוחות 072-2003030 או באזור האישי באתר', R - 10, y + 34, 'r', 'libserif', 9)
    S.line(L, 772, R, 772, 0.3)
    S.text(f'גלנט תקשורת בע"מ  ·  ח.פ. {cid}  ·  המגשימים 20, פתח תקווה  ·  טל\' 072-2003030', W / 2, 786, 'c',
           'libserif', 7.5)
    return S, dict(business_name='גלנט תקשורת בע"מ', date='2024-09-15', address='המגשימים 20, פתח תקווה',
                   phone='0722003030', company_id=cid, invoice_number='508837214', doc_type='tax_invoice',
                   subtotal=plain(sub), vat_rate='17', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   payment_method='credit_card', card_last4='2207', items=items, layout='utility_bill', language='he')


# ------------------------------------------------------------ 6 clothing boutique: receipt only, cash with change (76mm, Shofar)
def b_boutique_receipt():
    tz = il_id('05871234')
    S = Sheet(76 * mm, None, 'shofar', 8.4, margin=9)
    S.row(center='בוטיק שירן', size=15, bold=True)
    S.row(center='אופנת נשים', size=8)
    S.centred('סוקולוב 52, רמת השרון', 'טל\' 052-441-7720', f'עוסק פטור {tz}')
    S.sep('=')
    S.row(center='קבלה מספר 1187', bold=True, size=10)
    S.row(right='תאריך: 10-04-2025', left='11:26')
    S.sep('=')
    # column header: item | qty | price | total (amounts on the left)
    x_qty, x_unit = S.w / 2 - 6, S.m + 58
    S.row(right='פריט', mid=('כמ\'', x_qty), left='סה"כ', bold=True)
    S.text('מחיר', x_unit, S.y - 8.4 * 1.35, 'r', 'shofarB', 8.4)
    lines, items, total = priced([('שמלת פשתן מידי', 1, '289.00'), ('חולצת כותנה לבנה', 2, '119.00'),
                                  ('צעיף משי', 1, '79.00')])
    for desc, qty, unit, lt in lines:
        S.text(unit, x_unit, S.y, 'r', 'shofar', 8.4)
        S.row(right=desc, mid=(str(qty), x_qty), left=money(lt))
    S.sep('-')
    S.row(right='סה"כ פריטים: 4')
    S.row(right='סה"כ לתשלום', left=money(total) + ' ש"ח', bold=True, size=10.5)
    S.sep('-')
    S.row(right='פרטי תקבול:', bold=True)
    S.rows(('מזומן', '700.00'), ('עודף', money(D('700.00') - total)))
    S.sep('=')
    S.centred('עוסק פטור - אינו גובה מע"מ', 'החלפה תוך 14 יום בצירוף קבלה', 'אין החזר כספי על פריטי מבצע', size=7.6)
    S.row(center='תודה ולהתראות!', size=8.4)
    return S, dict(business_name='בוטיק שירן', date='2025-04-10', address='סוקולוב 52, רמת השרון', phone='0524417720',
                   company_id=tz, invoice_number='1187', doc_type='receipt', total=plain(total), currency='ILS',
                   payment_method='cash', items=items, layout='thermal', language='he')


# ------------------------------------------------------------ 7 garage / car service tax invoice (A4, Keter YG)
def b_garage_invoice():
    cid, tz = il_id('51377496'), il_id('02984416')
    S, W, R, L = page(A4, 'keter', 10.5, side=40)
    S.text('מוסך האחים נסים בע"מ', W / 2, 55, 'c', 'keterB', 20)
    S.stack(['מוסך מורשה - מכונאות, חשמל רכב, בלמים', 'המלאכה 17, חולון  |  טל: 03-5587712  |  פקס: 03-5587713'],
            W / 2, 73, 16, 'c', 'keter', 10)
    S.text(f'ע.מ. 51-{cid[2:8]}-{cid[8]}', W / 2, 104, 'c', 'keter', 10)
    S.line(L, 116, R, 116, 1.5)
    S.line(L, 119, R, 119, 0.4)
    S.text('חשבונית מס מספר 00318', R, 146, 'r', 'keterB', 15)
    S.text('העתק', L, 146, 'l', 'keterB', 11)
    S.stack(['תאריך: 23.06.25', 'כרטיס עבודה: 7712'], L, 166, 15, 'l')
    S.text('לכבוד: דני ורד', R, 170, 'r', 'keterB')
    S.stack([f'ת.ז. {tz}', 'נייד: 050-7340021'], R, 185, 15)
    S.rect(L, 212, R - L, 22, fill=0.93)
    S.text('רכב: מאזדה 3  |  מס\' רישוי: 45-812-37  |  ק"מ: 86,400  |  תאריך כניסה: 22.06.25', W / 2, 227, 'c',
           'keter', 10)
    y = 262
    cols = [(R - 5, 'r'), (R - 55, 'r'), (215, 'r'), (150, 'r'), (L + 5, 'l')]
    S.line(L, y - 14, R, y - 14, 0.8)
    S.cells(['סוג', 'תיאור', 'כמות', 'מחיר ליח\'', 'סה"כ'], cols, y, 'keterB')
    S.line(L, y + 6, R, y + 6, 0.8)
    # (kind: part or labour, description, quantity, unit price)
    rows = [('חלק', 'מסנן שמן', '1', '45.00'), ('חלק', 'שמן מנוע 5W-30 (ליטר)', '4.5', '52.00'),
            ('חלק', 'רפידות בלם קדמיות - סט', '1', '320.00'), ('חלק', 'מגבים קדמיים', '2', '38.00'),
            ('עבודה', 'טיפול 90,000 ק"מ (שעות)', '2.5', '260.00'), ('עבודה', 'החלפת רפידות בלם', '1', '180.00')]
    lines, items, sub = priced([row[1:] for row in rows])
    kinds = [row[0] for row in rows]
    y = S.table([[kind, desc, qty, money(D(unit)), money(lt)] for kind, (desc, qty, unit, lt) in zip(kinds, lines)],
                cols, y, 20)
    parts = sum(lt for kind, (*_, lt) in zip(kinds, lines) if kind == 'חלק')
    labour = sum(lt for kind, (*_, lt) in zip(kinds, lines) if kind == 'עבודה')
    S.line(L, y + 8, R, y + 8, 0.8)
    vat = q2(sub * D('0.18'))
    total = sub + vat
    y = S.pairs([('סה"כ חלקים', money(parts)), ('סה"כ עבודה', money(labour)), ('סה"כ חייב במע"מ', money(sub)),
                 ('מע"מ 18%', money(vat)), ('סה"כ לתשלום', money(total) + ' ש"ח', 'keterB')],
                200, L + 5, y + 34, 18, 'keter', 11)
    S.stack(['אחריות על חלקים: 12 חודשים או 20,000 ק"מ, המוקדם מביניהם', 'הטיפול הבא: 105,000 ק"מ או 23.06.26'],
            R, y + 20, 15, 'r', 'keter', 9.5)
    S.text('חתימת הלקוח: ______________', R, 690, 'r')
    S.text('חתימת המוסך: ______________', L, 690, 'l')
    return S, dict(business_name='מוסך האחים נסים בע"מ', date='2025-06-23', address='המלאכה 17, חולון',
                   phone='035587712', company_id=cid, customer_id=tz, invoice_number='00318', doc_type='tax_invoice',
                   subtotal=plain(sub), vat_rate='18', vat_amount=plain(vat), total=plain(total), currency='ILS',
                   items=items, layout='b2b_invoice', language='he')


# ------------------------------------------------------------ 8 Eilat hotel, VAT 0% (A4, DejaVu Sans Condensed + Frank Ruehl)
def b_eilat_hotel():
    cid = il_id('51203388')
    S, W, R, L = page(A4, 'cond', 9.5, side=45)
    S.rect(0, 0, W, 92, fill=0.9)
    S.text('מלון חוף האלמוגים אילת', R, 48, 'r', 'frankB', 22)
    S.text('דרך מצרים 7, אילת  |  טל. 08-6367700  |  ח.פ ' + cid, R, 72, 'r', 'cond', 9)
    S.text('reservations@coral-beach-eilat.co.il', L, 72, 'l', 'cond', 8.5)
    S.text('חשבונית מס / קבלה מס\' 46603', R, 125, 'r', 'condB', 14)
    S.text('תאריך: 18/02/2026', L, 122, 'l', 'condB', 10)
    S.text('מקור', L, 137, 'l', 'cond', 8.5)
    S.pairs([('שם האורח:', 'ד"ר שלומית פרידמן'), ('חדר:', '412'), ('תאריך הגעה:', '15/02/2026'),
             ('תאריך עזיבה:', '18/02/2026'), ('מס\' הזמנה:', 'BK-559120'), ('מבוגרים / ילדים:', '2 / 0')],
            R, R - 100, 160, 14, value_align='r', label_font='condB')
    y = 265
    S.rect(L, y - 12, R - L, 18, fill=0.75)
    cols = [(R - 6, 'r'), (300, 'r'), (220, 'r'), (L + 6, 'l')]
    S.cells(['תיאור', 'לילות/כמות', 'מחיר', 'סכום ₪'], cols, y, 'condB')
    lines, items, sub = priced([('לינה - חדר זוגי נוף לים', 3, '890.00'), ('ארוחת ערב במסעדת המלון', 2, '165.00'),
                                ('מיני בר', 1, '64.00'), ('חניה', 3, '25.00')])
    y = S.table([[desc, str(qty), money(D(unit)), money(lt)] for desc, qty, unit, lt in lines], cols, y, 19,
                rule=(6, 0.2))
    y = S.pairs([('סה"כ לפני מע"מ', money(sub)), ('מע"מ 0%', '0.00'), ('סה"כ לתשלום', money(sub) + ' ₪', 'condB')],
                210, L + 6, y + 34, 17, 'cond', 10.5)
    y += 6
    S.text('העסקה פטורה ממע"מ בהתאם לחוק אזור סחר חופשי באילת (פטורים והנחות ממסים)', R, y, 'r', 'cond', 8.5)
    y += 34
    S.text('פרטי תשלום', R, y, 'r', 'condB', 11)
    S.stack(['כרטיס אשראי מאסטרקארד  |  4 ספרות אחרונות: 8830  |  מס\' תשלומים: 3',
             f'תשלום ראשון: {money(D("1046.34"))}  |  תשלומים נוספים: {money(D("1046.33"))}', 'מס\' אישור: 5520718'],
            R, y + 17, 15)
    S.text('נשמח לארח אתכם שוב!', W / 2, 700, 'c', 'frank', 13)
    S.line(L, 775, R, 775, 0.3)
    S.text('מסמך ממוחשב  |  אילת - עיר ללא מע"מ', W / 2, 789, 'c', 'cond', 7.5)
    assert D('1046.34') + 2 * D('1046.33') == sub
    return S, dict(business_name='מלון חוף האלמוגים אילת', date='2026-02-18', address='דרך מצרים 7, אילת',
                   phone='086367700', company_id=cid, invoice_number='46603', doc_type='tax_invoice_receipt',
                   subtotal=plain(sub), vat_rate='0', vat_amount='0.00', total=plain(sub), currency='ILS',
                   payment_method='credit_card', card_last4='8830', items=items, layout='b2b_invoice', language='he')


# ------------------------------------------------------------ 9 contractor proforma, חשבון עסקה, 2024 (A4, Frank Ruehl)
def b_contractor_proforma():
    tz = il_id('06614229')
    S, W, R, L = page(A4, 'frank', 11.5, side=60)
    S.text('רונן שטרן - שיפוצים ובנייה', R, 70, 'r', 'frankB', 19)
    S.stack([f'עוסק מורשה מס\' {tz}', 'האלון 22, מבשרת ציון', 'נייד 050-7712934'], R, 90, 15)
    S.text('קבלן רשום - סיווג ג\'1', L, 70, 'l', 'frank', 9.5)
    S.line(L, 135, R, 135, 0.8)
    S.text('חשבון עסקה מס\' 2231', W / 2, 168, 'c', 'frankB', 17)
    S.text('אין לראות במסמך זה חשבונית מס', W / 2, 186, 'c', 'frank', 9.5)
    S.text('4 באוגוסט 2024', L, 214, 'l')
    S.text('לכבוד', R, 214, 'r', 'frankB')
    S.stack(['משפחת גולן', 'הזית 3, מבשרת ציון'], R, 230, 16)
    S.text('הנדון: שיפוץ דירה - עבודות שבוצעו עד כה', R, 276, 'r', 'frankB')
    y = 310
    # column order: # | description | qty | unit | price | amount
    cols = [(R - 4, 'r'), (R - 30, 'r'), (250, 'r'), (205, 'r'), (150, 'r'), (L + 4, 'l')]
    S.rect(L, y - 14, R - L, 21)
    S.cells(['מס\'', 'תיאור העבודה', 'יחידה', 'כמות', 'מחיר', 'סכום'], cols, y, 'frankB', 10.5)
    # (description, unit, quantity, price)
    rows = [('הריסת ריצוף קיים ופינוי פסולת', 'קומפלט', '1', '3800.00'),
            ('ריצוף פורצלן 60X60', 'מ"ר', '42', '145.00'),
            ('חומרי ריצוף ודבק', 'קומפלט', '1', '2150.00'),
            ('צביעת דירת 4 חדרים', 'קומפלט', '1', '5500.00')]
    lines, items, sub = priced([(desc, qty, price) for desc, _, qty, price in rows])
    y = S.table([[str(i), desc, unit, qty, money(D(price)), money(lt)]
                 for i, ((desc, unit, qty, price), (*_, lt)) in enumerate(zip(rows, lines), 1)], cols, y, 21,
                'frank', 10.5)
    S.rect(L, 296, R - L, y + 8 - 296)
    vat = q2(sub * D('0.17'))
    total = sub + vat
    y = S.pairs([('סכום העבודות', money(sub)), ('מע"מ 17%', money(vat)),
                 ('סה"כ לתשלום', money(total) + ' ש"ח', 'frankB')], 220, L + 4, y + 36, 19, 'frank', 11.5)
    S.stack(['תנאי תשלום: שוטף + 15. חשבונית מס תופק עם קבלת התשלום.',
             'לתשלום בהעברה: בנק הפועלים (12), סניף 532, חשבון 219944', 'המחירים אינם כוללים עבודות חשמל ואינסטלציה.'],
            R, y + 26, 17, 'r', 'frank', 10)
    S.text('בברכה,', L + 120, 680, 'r')
    S.text('רונן שטרן', L + 120, 698, 'r', 'frankB')
    return S, dict(business_name='רונן שטרן - שיפוצים ובנייה', date='2024-08-04', address='האלון 22, מבשרת ציון',
                   phone='0507712934', company_id=tz, invoice_number='2231', doc_type='bill', subtotal=plain(sub),
                   vat_rate='17', vat_amount=plain(vat), total=plain(total), currency='ILS', items=items,
                   layout='b2b_invoice', language='he')


# ------------------------------------------------------------ 10 English export invoice in EUR, ח.פ. in the footer (A4, DejaVu Serif)
def b_eur_export():
    cid = il_id('51587462')
    cust = de_vat('28711456')
    S, W, R, L = page(A4, 'djserif', 9.5, side=50)
    S.text('KINNERET ROBOTICS', L, 64, 'l', 'djserifB', 19)
    S.text('Kinneret Robotics Ltd.', L, 82, 'l', 'djserif', 9.5)
    S.stack(['12 Ha\'Taasiya St., Yokneam Illit 2069206, Israel', '+972-4-9591200  ·  accounts@kinneret-robotics.com'],
            L, 95, 13, 'l', 'djserif', 9)
    S.text('TAX INVOICE', R, 64, 'r', 'djserifB', 17)
    S.pairs([('Invoice no.', 'KR-2025-0147'), ('Date of issue', '28 April 2025'), ('Due date', '28 May 2025'),
             ('Service period', 'April 2025')], R - 95, R, 84, 13, 'djserif', 8.5, value_align='r',
            label_font='djserifB')
    S.line(L, 150, R, 150, 0.5)
    S.text('BILLED TO', L, 172, 'l', 'djserifB', 8.5)
    S.stack(['Alpenlicht Automation GmbH', 'Leopoldstraße 120, 80804 München, Germany',
             f'VAT ID: DE {cust[:3]} {cust[3:6]} {cust[6:]}'], L, 186, 13, 'l')
    S.text('Your reference: PO 4500-1187', L, 225, 'l', 'djserif', 8.5)
    y = 262
    cols = [(L + 6, 'l'), (345, 'r'), (425, 'r'), (R - 6, 'r')]
    S.line(L, y - 13, R, y - 13, 1)
    S.cells(['Item', 'Hours / Qty', 'Rate', 'Amount'], cols, y, 'djserifB', 9)
    S.line(L, y + 6, R, y + 6, 0.5)
    lines, items, sub = priced([('Robotic vision integration - engineering services', 64, '95.00'),
                                ('Remote commissioning support', 1, '1200.00'),
                                ('Travel expenses (flights, lodging)', 1, '845.50')])
    y = S.table([[(desc, 'djserif', 9), str(qty), '€' + money(D(unit)), '€' + money(lt)]
                 for desc, qty, unit, lt in lines], cols, y, 20)
    S.line(L, y + 9, R, y + 9, 0.5)
    y = S.pairs([('Net amount', '€' + money(sub)), ('VAT 0% (export of services)', '€0.00'),
                 ('Amount due (EUR)', '€' + money(sub), 'djserifB')], 425, R - 6, y + 30, 16, 'djserif', 10,
                value_align='r')
    rate = D('4.1235')
    y = S.stack([f'For Israeli VAT reporting: Bank of Israel rate 27/04/2025, 1 EUR = {rate} ILS; total ILS '
                 f'{money(sub * rate)}',
                 'Zero-rated under section 30(a)(5) of the Israeli VAT Law (services to a foreign resident).'],
                L, y + 18, 12, 'l', 'djserif', 7.8)
    y += 18
    S.text('Bank details', L, y, 'l', 'djserifB', 9)
    S.stack(['Bank Hapoalim B.M., Branch 600  ·  IBAN IL23 0126 0000 0000 0412 345  ·  SWIFT POALILIT',
             'Please quote the invoice number with your payment.'], L, y + 13, 12, 'l', 'djserif', 8.5)
    S.line(L, 768, R, 768, 0.3)
    S.text('Kinneret Robotics Ltd.  ·  Registered in Israel  ·  Company No.', L, 782, 'l', 'libserif', 7.5)
    S.text(f'ח.פ. 51-{cid[2:8]}-{cid[8]}', R, 782, 'r', 'libserif', 7.5)
    return S, dict(business_name='Kinneret Robotics Ltd.', date='2025-04-28',
                   address='12 Ha\'Taasiya St., Yokneam Illit 2069206, Israel', phone='97249591200', company_id=cid,
                   customer_id=cust, invoice_number='KR-2025-0147', doc_type='tax_invoice', subtotal=plain(sub),
                   vat_rate='0', vat_amount='0.00', total=plain(sub), currency='EUR', items=items, layout='b2b_invoice',
                   language='en')


# ------------------------------------------------------------ render + degrade plan, in this order
# (document, dpi, png degradation, jpg degradation or None): see degrade.py
DOCUMENTS = [
    (b_morning_invoice, 300, {}, {'quality': 50, 'rotate': -0.8, 'noise': 6}),
    (b_supermarket_tape, 300, {'rotate': 0.9, 'noise': 9}, None),
    (b_food_delivery, 250, {}, None),
    (b_electric_bill, 200, {'noise': 7}, {'quality': 45, 'blur': 0.8}),
    (b_cellular_invoice, 300, {'rotate': 1.4}, None),
    (b_boutique_receipt, 300, {'blur': 0.6}, {'photo': True}),
    (b_garage_invoice, 250, {'rotate': -1.8, 'noise': 10, 'blur': 0.6}, {'quality': 55, 'rotate': 1.5, 'noise': 9}),
    (b_eilat_hotel, 200, {}, None),
    (b_contractor_proforma, 300, {'noise': 8}, {'quality': 40, 'rotate': -1.0, 'noise': 11, 'blur': 0.5}),
    (b_eur_export, 300, {}, None),
]
