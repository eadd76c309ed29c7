// Fictitious business names of a given kind ("קפה הגפן בע\"מ", "Harbor Hardware LLC").

extension LayoutContext {
    /// A business name in the document's language; `hebrewKind`/`englishKind` name the trade.
    mutating func businessName(hebrewKind: String, englishKind: String) -> String {
        let suffixChance = 0.6
        if region.isHebrew {
            let core = rng.pick(HebrewVocabulary.nameCores)
            let base = hebrewKind.isEmpty ? "\(rng.pick(HebrewVocabulary.namePrefixes)) \(core)" : "\(hebrewKind) \(core)"
            return rng.chance(suffixChance) ? "\(base) \(rng.pick(HebrewVocabulary.companySuffixes))" : base
        }
        let base = "\(rng.pick(EnglishVocabulary.nameFirst)) \(englishKind)"
        guard rng.chance(suffixChance) else { return base }
        return "\(base) \(rng.pick(region == .unitedKingdom ? EnglishVocabulary.ukSuffixes : EnglishVocabulary.usSuffixes))"
    }

    /// The issuing business of this document.
    mutating func issuer(hebrewKind: String, englishKind: String) -> Issuer {
        let name = businessName(hebrewKind: hebrewKind, englishKind: englishKind)
        return PartyFactory.issuer(region: region, name: name, rng: &rng)
    }
}
