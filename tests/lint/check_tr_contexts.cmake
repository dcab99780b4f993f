# cmake -DLUPDATE=<lupdate> -DSOURCES=<lst-file> -DOUT=<scratch .ts> -P check_tr_contexts.cmake
# Fails when lupdate cannot put a message into the context the program looks it up in: a tr() that is neither a
# Q_OBJECT class's nor a Q_DECLARE_TR_FUNCTIONS context's (a file-local `QString tr(const char*)` helper calling
# QCoreApplication::translate). Such a message never reaches the catalogue, so it stays English for good.
# New or untranslated messages do not fail this test; check_translations (translations/CMakeLists.txt) reports those
# before a release, since strings are added all the time.
foreach(_var LUPDATE SOURCES OUT)
    if(NOT ${_var})
        message(FATAL_ERROR "check_tr_contexts.cmake needs -D${_var}=...")
    endif()
endforeach()
file(REMOVE "${OUT}")
execute_process(COMMAND "${LUPDATE}" -silent -locations none "@${SOURCES}" -ts "${OUT}" RESULT_VARIABLE _rc
                OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
file(REMOVE "${OUT}")
if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${_rc}):\n${_out}${_err}")
endif()
string(REGEX MATCHALL "[^\n]*lacks Q_OBJECT macro[^\n]*" _hits "${_out}${_err}")
list(LENGTH _hits _count)
if(_count GREATER 0)
    list(JOIN _hits "\n  " _text)
    message(FATAL_ERROR "lupdate cannot place tr() calls in a context (${_count} report(s)):\n  ${_text}\n"
                        "Declare the context in the class (Q_DECLARE_TR_FUNCTIONS(Class)) and call tr() in its "
                        "members, Class::tr() in free functions; see CONVENTIONS.md.")
endif()
message(STATUS "every tr() call sits in a context lupdate knows")
