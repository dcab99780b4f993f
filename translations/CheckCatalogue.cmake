# cmake -DTS_FILE=<catalogue after lupdate> [-DTS_NAME=<name to report>] -P CheckCatalogue.cmake
# Fails when lupdate marked a message unfinished (new in the sources, or never translated) or vanished (gone from
# the sources but still in the catalogue), naming each by its source text.
if(NOT TS_NAME)
    set(TS_NAME "${TS_FILE}")
endif()
file(READ "${TS_FILE}" _ts)
# A list separator for CMake, and brackets, inside which CMake does not split a list: only the report shows the text.
string(REPLACE ";" "," _ts "${_ts}")
string(REPLACE "[" "(" _ts "${_ts}")
string(REPLACE "]" ")" _ts "${_ts}")
string(REGEX MATCHALL
       "<source>[^<]*</source>[^<]*(<[a-z]*comment>[^<]*</[a-z]*comment>[^<]*)*<translation type=\"(unfinished|vanished|obsolete)\""
       _hits "${_ts}")
list(LENGTH _hits _count)
if(_count GREATER 0)
    set(_text "")
    foreach(_hit IN LISTS _hits)
        string(REGEX REPLACE "^<source>([^<]*)</source>.*type=\"([a-z]+)\"$" "\\2: \\1" _line "${_hit}")
        string(APPEND _text "\n  ${_line}")
    endforeach()
    message(FATAL_ERROR "${TS_NAME} is behind the sources (${_count}):${_text}\n"
                        "Run the update_translations target, translate, and commit the catalogue.")
endif()
message(STATUS "${TS_NAME}: complete")
