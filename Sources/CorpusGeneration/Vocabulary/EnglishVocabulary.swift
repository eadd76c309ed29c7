// English words for US and UK documents: business names, streets, cities, products by shop kind.

/// Vocabulary of US and UK documents (fictitious businesses).
enum EnglishVocabulary {
    static let usStreets = ["Main St", "Broadway", "Oak Ave", "Maple Dr", "Elm St", "Market St", "Pine St",
                            "Washington Blvd", "Lake Shore Dr", "Sunset Blvd", "Park Ave", "Cedar Ln"]
    static let usCities = ["Austin, TX 78701", "Springfield, IL 62701", "Portland, OR 97205", "Denver, CO 80202",
                           "Boston, MA 02108", "Columbus, OH 43215", "Raleigh, NC 27601", "Madison, WI 53703",
                           "Tucson, AZ 85701", "Albany, NY 12207"]
    static let usAreaCodes = ["512", "217", "503", "303", "617", "614", "919", "608", "520", "518"]
    static let ukStreets = ["High Street", "Station Road", "Church Lane", "Victoria Road", "Mill Lane", "King Street",
                            "Queen's Road", "Market Place", "Bridge Street", "London Road"]
    static let ukCities = ["Leeds LS1 4DY", "Bristol BS1 5TR", "York YO1 7HH", "Bath BA1 1LT", "Oxford OX1 3BT",
                           "Norwich NR2 1RT", "Cardiff CF10 1EP", "Brighton BN1 1UB", "Exeter EX4 3LS"]
    static let ukAreaCodes = ["0113", "0117", "01904", "01225", "01865", "01603", "029", "01273", "01392"]

    static let nameFirst = ["Maple", "Harbor", "Golden", "Riverside", "Blue Oak", "Summit", "Greenfield", "Copper",
                            "Silver Birch", "Northgate", "Old Mill", "Red Brick", "Lakeside", "Westbrook"]
    static let usSuffixes = ["Inc.", "LLC", "Co.", "Corp."]
    static let ukSuffixes = ["Ltd", "Ltd", "PLC", "& Sons Ltd"]

    static let grocery = [
        Product("WHOLE MILK 1 GAL", 329, 459), Product("WHEAT BREAD", 249, 399), Product("LARGE EGGS 12CT", 299, 549),
        Product("CHEDDAR CHEESE", 399, 699), Product("BANANAS", 59, 79, measured: true), Product("APPLES GALA", 149, 249, measured: true),
        Product("TOMATOES ROMA", 129, 229, measured: true), Product("OLIVE OIL 500ML", 699, 1199), Product("COFFEE BEANS", 899, 1499),
        Product("PASTA PENNE", 129, 249), Product("BASMATI RICE", 299, 599), Product("ORANGE JUICE", 349, 549),
        Product("GREEK YOGURT", 499, 699), Product("BUTTER UNSALTED", 399, 599), Product("CHICKEN BREAST", 399, 699, measured: true),
        Product("GROUND BEEF", 499, 799, measured: true), Product("PAPER TOWELS 6PK", 899, 1499), Product("DISH SOAP", 249, 449),
        Product("CEREAL OATS", 349, 599), Product("PEANUT BUTTER", 299, 499), Product("SPARKLING WATER", 399, 699),
        Product("POTATO CHIPS", 299, 499), Product("DARK CHOCOLATE", 249, 449), Product("FROZEN PIZZA", 499, 899),
        Product("CARROTS 2LB", 149, 299), Product("ONIONS YELLOW", 99, 199, measured: true), Product("AVOCADO", 99, 199),
    ]
    static let cafe = [
        Product("Cappuccino", 375, 575), Product("Latte", 395, 595), Product("Croissant", 295, 450), Product("Club Sandwich", 995, 1495),
        Product("Caesar Salad", 1095, 1595), Product("Cheeseburger", 1195, 1695), Product("Fries", 395, 595),
        Product("Iced Tea", 295, 395), Product("Draft Beer", 595, 895), Product("Fish and Chips", 1295, 1795),
        Product("Margherita Pizza", 1195, 1695), Product("Cheesecake", 595, 895), Product("Soup of the Day", 595, 895),
        Product("Pancakes", 895, 1295), Product("Chicken Wings", 995, 1395), Product("House Wine", 795, 1195),
    ]
    static let pharmacy = [
        Product("Ibuprofen 200mg 50ct", 599, 999), Product("Acetaminophen 500mg", 499, 899), Product("Vitamin D3 1000IU", 799, 1299),
        Product("Toothpaste", 299, 549), Product("Sunscreen SPF 50", 899, 1499), Product("Shampoo", 499, 899),
        Product("Bandages 30ct", 399, 699), Product("Cough Syrup", 799, 1299), Product("Allergy Relief", 999, 1699),
        Product("Hand Sanitizer", 199, 399), Product("Digital Thermometer", 999, 1999), Product("Eye Drops", 699, 1099),
    ]
    static let hardware = [
        Product("Wood Screws 100pk", 499, 899), Product("Cordless Drill", 5999, 12999), Product("Interior Paint 1gal", 2999, 4599),
        Product("Paint Brush 2in", 499, 999), Product("Tape Measure 25ft", 899, 1599), Product("LED Bulb 60W 4pk", 799, 1499),
        Product("Extension Cord 10ft", 999, 1799), Product("Silicone Caulk", 499, 899), Product("Claw Hammer", 1299, 2499),
        Product("Work Gloves", 599, 1199), Product("Duct Tape", 399, 799),
    ]
    static let business = [
        Product("Software licence (annual)", 45_000, 250_000), Product("Consulting hours", 9_000, 18_000),
        Product("Monthly maintenance", 25_000, 90_000), Product("Copy paper A4 (box)", 2_500, 4_500),
        Product("Printer toner", 6_000, 15_000), Product("Office chair", 15_000, 45_000), Product("Network installation", 40_000, 180_000),
        Product("Cloud hosting (monthly)", 5_000, 40_000), Product("Web development", 8_000, 15_000), Product("Graphic design", 30_000, 150_000),
        Product("Delivery charge", 2_500, 9_000), Product("Cleaning services", 30_000, 120_000), Product("Equipment rental", 10_000, 60_000),
    ]
    static let online = [
        Product("Wireless Earbuds", 2999, 12999), Product("USB-C Charger 65W", 1999, 4999), Product("HDMI Cable 6ft", 799, 1999),
        Product("Cookbook (Hardcover)", 1599, 3499), Product("Phone Case", 999, 2499), Product("Wireless Mouse", 1499, 3999),
        Product("Mechanical Keyboard", 4999, 12999), Product("Memory Foam Pillow", 2499, 5999), Product("Bath Towel Set", 1999, 4999),
        Product("Insulated Water Bottle", 1499, 3499), Product("Backpack", 2999, 7999), Product("Running Shoes", 5999, 12999),
    ]
    static let customerNames = ["Northwind Traders", "Contoso Holdings", "Bluebell Marketing", "Apex Logistics",
                                "Fernhill Analytics", "Pinecrest Builders", "Harrow & Finch", "Meridian Foods"]
}
