"""Nationalities: the words that name the same one ("brit", "British", "Briton", "Britain"), and
those of the American states, Canadian provinces and some cities ("the Texans" for ``Texas``).

A category of nationalities may list nouns (``Brit, Dane, Swede``), adjectives (``British,
Danish``) or countries, and the clues use any of them: "The British person lives in the first
house", "the Dane", "the person from Norway". Each group below is one nationality; a value in
a group is also named by the group's other words, but only where no other value is named by
that word (see ``categories._add_demonyms``).
"""

from __future__ import annotations

_GROUPS = """
brit brits british briton britons britain
english englishman englishmen englishwoman englishwomen england
scot scots scottish scotsman scotswoman scotland
welsh welshman welshwoman wales
irish irishman irishwoman ireland
dane danes danish denmark
swede swedes swedish sweden
norwegian norwegians norway
finn finns finnish finland
icelander icelanders icelandic iceland
german germans germany
dutch dutchman dutchwoman netherlands holland
belgian belgians belgium
french frenchman frenchwoman france
spaniard spaniards spanish spain
portuguese portugal
italian italians italy
swiss switzerland
austrian austrians austria
pole poles polish poland
czech czechs czechia
hungarian hungarians hungary
greek greeks greece
turk turks turkish
russian russians russia
ukrainian ukrainians ukraine
american americans america usa
canadian canadians canada
mexican mexicans mexico
brazilian brazilians brazil
argentine argentinian argentinians argentina
chilean chileans chile
peruvian peruvians peru
colombian colombians colombia
cuban cubans cuba
japanese japan
chinese china
korean koreans korea
indian indians india
pakistani pakistanis pakistan
thai thais thailand
vietnamese vietnam
filipino filipinos philippines
indonesian indonesians indonesia
australian australians australia
egyptian egyptians egypt
moroccan moroccans morocco
nigerian nigerians nigeria
kenyan kenyans kenya
ethiopian ethiopians ethiopia
israeli israelis israel
slovenian slovenians slovene slovenes slovenia
slovak slovaks slovakian slovakia
croatian croatians croat croats croatia
serbian serbians serb serbs serbia
romanian romanians romania
bulgarian bulgarians bulgaria
estonian estonians estonia
latvian latvians latvia
lithuanian lithuanians lithuania
venezuelan venezuelans venezuela
ecuadorian ecuadorians ecuador
bolivian bolivians bolivia
uruguayan uruguayans uruguay
paraguayan paraguayans paraguay
jamaican jamaicans jamaica
irani iranian iranians iran
iraqi iraqis iraq
lebanese lebanon
nepali nepalese nepal
bangladeshi bangladeshis bangladesh
malaysian malaysians malaysia
singaporean singaporeans singapore
mongolian mongolians mongolia
ghanaian ghanaians ghana
tanzanian tanzanians tanzania
algerian algerians algeria
tunisian tunisians tunisia
malian malians mali
senegalese senegal
somali somalis somalia
sudanese sudan
ugandan ugandans uganda
rwandan rwandans rwanda
zambian zambians zambia
zimbabwean zimbabweans zimbabwe
namibian namibians namibia
malawian malawians malawi
mozambican mozambicans mozambique
angolan angolans angola
cameroonian cameroonians cameroon
libyan libyans libya
haitian haitians haiti
panamanian panamanians panama
honduran hondurans honduras
guatemalan guatemalans guatemala
nicaraguan nicaraguans nicaragua
belarusian belarusians belarus
moldovan moldovans moldova
albanian albanians albania
bosnian bosnians bosnia
macedonian macedonians macedonia
montenegrin montenegrins montenegro
cypriot cypriots cyprus
maltese malta
luxembourger luxembourgers luxembourg
armenian armenians armenia
azerbaijani azerbaijanis azerbaijan
kazakh kazakhs kazakhstan
uzbek uzbeks uzbekistan
afghan afghans afghanistan
saudi saudis
syrian syrians syria
qatari qataris qatar
omani omanis oman
yemeni yemenis yemen
kuwaiti kuwaitis kuwait
cambodian cambodians cambodia
laotian laotians laos
burmese myanmar burma
taiwanese taiwan
fijian fijians fiji
samoan samoans samoa
tongan tongans tonga
alabamian alabamians alabaman alabamans alabama
alaskan alaskans alaska
arizonan arizonans arizona
arkansan arkansans arkansas
californian californians california
coloradan coloradans colorado
delawarean delawareans delaware
floridian floridians florida
hawaiian hawaiians hawaii
idahoan idahoans idaho
illinoisan illinoisans illinois
hoosier hoosiers indiana
iowan iowans iowa
kansan kansans kansas
kentuckian kentuckians kentucky
louisianan louisianans louisianian louisianians louisiana
mainer mainers maine
marylander marylanders maryland
michigander michiganders michiganian michiganians michigan
minnesotan minnesotans minnesota
mississippian mississippians mississippi
missourian missourians missouri
montanan montanans montana
nebraskan nebraskans nebraska
nevadan nevadans nevada
ohioan ohioans ohio
oklahoman oklahomans oklahoma
oregonian oregonians oregon
pennsylvanian pennsylvanians pennsylvania
tennessean tennesseans tennessee
texan texans texas
utahn utahns utahan utahans utah
vermonter vermonters vermont
virginian virginians virginia
washingtonian washingtonians washington
wisconsinite wisconsinites wisconsin
wyomingite wyomingites wyoming
albertan albertans alberta
manitoban manitobans manitoba
ontarian ontarians ontario
quebecer quebecers quebecker quebeckers quebec
londoner londoners london
parisian parisians paris
bostonian bostonians boston
chicagoan chicagoans chicago
berliner berliners berlin
dubliner dubliners dublin
glaswegian glaswegians glasgow
mancunian mancunians manchester
liverpudlian liverpudlians liverpool
"""

# word -> every word of its nationality (itself included)
NATIONALITY: dict[str, frozenset[str]] = {}
for _line in _GROUPS.strip().splitlines():
    _words = frozenset(_line.split())
    for _word in _words:
        NATIONALITY[_word] = _words


def other_names(word: str) -> frozenset[str]:
    """The other words for the nationality ``word`` names (lowercase), or none."""
    return NATIONALITY.get(word.lower(), frozenset()) - {word.lower()}
